# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk17-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 209.40800000000002 71.296 384.512 201.472 79.104 411.136 199.168 106.752 409.6
"P50" 274.944 112.64 494.592 299.008 111.232 471.04 274.432 155.392 542.72
"P90" 347.136 165.12 593.92 384.512 151.808 592.896 337.92 195.328 662.528
"P95" 377.6 184.832 648.192 415.232 171.264 663.7567999999999 358.91200000000003 215.04 719.8720000000001
"P99" 491.87839999999943 245.24800000000002 1549.0048000000008 500.3827199999997 219.90911999999918 1049.7228800000028 430.08 270.848 1340.3340799999983
"P99.9" 3862.405120000154 2423.521280000061 5050.57279999996 3450.413056000039 2150.6334720000477 4095.606784000009 3352.33024000004 2049.263616000086 4931.4693120002
"Max" 7626.752 9601.024 11993.088 6684.6720000000005 5292.032 6201.344 8019.968 10240 9207.808
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-fdatasync.svg'
replot
unset output
