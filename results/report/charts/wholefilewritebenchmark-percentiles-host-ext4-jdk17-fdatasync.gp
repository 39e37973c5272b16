# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk17-fdatasync.gp (in this folder)
set encoding utf8
set linetype 1 lc rgb '#1f77b4'
set linetype 2 lc rgb '#ff7f0e'
set linetype 3 lc rgb '#2ca02c'
set linetype 4 lc rgb '#d62728'
set linetype 5 lc rgb '#9467bd'
set linetype 6 lc rgb '#8c564b'
set linetype 7 lc rgb '#e377c2'
set linetype 8 lc rgb '#7f7f7f'
set linetype 9 lc rgb '#bcbd22'
set linetype 10 lc rgb '#17becf'
set linetype cycle 10
set terminal pngcairo noenhanced size 1000,700 font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 204.032 73.47200000000001 376.832 194.304 74.624 380.416 188.16 107.52 378.368
"P50" 272.896 103.68 454.656 300.032 109.824 535.552 275.456 161.536 468.992
"P90" 358.40000000000003 147.968 673.3824000000004 397.824 160.512 690.176 365.2607999999998 191.488 633.856
"P95" 404.48 205.3247999999998 2684.1087999999972 484.86400000000003 236.7232000000002 851.4560000000001 410.624 204.544 1345.1263999999985
"P99" 6119.096319999992 3045.8675200000107 8866.201599999964 6026.035200000025 3760.7014399999975 3762.5855999999794 2603.7452800000015 264.0281600000002 7012.352
"P99.9" 12184.305664000422 6769.655808000863 15406.546944000751 12063.211519999995 10434.232320000261 8801.81247999999 10178.920447999953 2412.544 12025.856
"Max" 19955.712 64028.672 48300.032 28508.16 41156.608 12353.536 24969.216 4423.68 32702.464
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-fdatasync.svg'
replot
unset output
