# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk17-none.gp (in this folder)
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
set terminal pngcairo noenhanced size 1000,700 font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk17-none.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 188.16 3.464 176.64000000000001 157.952 3.376 166.144 144.38400000000001 5.144 173.312
"P50" 232.704 3.856 214.784 187.392 3.656 194.816 164.608 5.488 227.84
"P90" 268.8 5.304 249.06240000000003 239.71840000000003 5.056 236.08319999999998 208.05120000000002 7.704 285.696
"P95" 288.76800000000003 7.600399999999994 270.05440000000004 256.0512 7.6000000000000005 258.56 225.75359999999998 8.784 311.75680000000006
"P99" 2090.229759999999 20.987839999999967 697.1289599999974 403.5788800000047 21.111680000000053 466.48319999999995 276.9868800000006 21.208319999999834 382.7404800000001
"P99.9" 9364.99609600036 95.04243200004775 4453.212160000556 5859.049472000077 171.82399999999512 4443.168768000016 2415.130624000109 74.60352000000515 2385.7070080000312
"Max" 10633.216 5046.272 6406.144 6160.384 17858.56 4644.8640000000005 4456.448 5021.696 2486.272
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=NONE\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk17-none.svg"
replot
unset output
