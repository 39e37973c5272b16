# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-none.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 7.488 3.916 14.896 7.744 3.924 14.992 9.328 4.832 17.472
"P50" 8 4.064 15.568 7.96 4.0440000000000005 15.616 9.744 5.032 18.016000000000002
"P90" 9.824 4.656 17.664 8.256 4.176 17.888 9.984 5.16 19.168
"P95" 10.384 6.288 18.56 10.192 5.496 18.624 10.32 5.768 20.832
"P99" 21.12 10.296159999999917 39.47328000000026 13.648 8.132719999999972 39.296 18.004479999999983 10.16 40.768
"P99.9" 1689.1494399995208 846.77529599984 509.55059200006724 64.11123200000264 42.97190399999917 513.5360000000001 61.434239999999754 48.266368000011894 410.54003200001273
"Max" 26607.616 76414.976 20709.376 9207.808 8765.44 6643.712 6316.032 12058.624 5259.264
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-none.svg'
replot
unset output
