# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk25-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk25-fsync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 525.312 198.912 1067.008 533.504 170.496 1234.944 534.528 433.152 1064.96
"P50" 590.848 263.168 1542.144 607.232 259.712 1544.192 669.696 584.7040000000001 1261.568
"P90" 675.0208 522.0352000000012 2879.4880000000003 771.8911999999999 389.17120000000006 1991.8848 753.9712 707.5840000000001 1581.8752000000002
"P95" 734.7200000000003 662.528 3726.3360000000002 1037.5680000000007 643.9423999999999 2989.2608 789.8623999999999 766.1568000000001 1875.251199999999
"P99" 2093.0150400000016 1996.5542400000022 8541.798399999996 2517.729280000038 1285.0585599999995 5099.028479999997 1521.0291200000077 3188.817920000017 5836.881919999999
"P99.9" 4456.448 7241.629696000278 11649.024 5005.312 6394.011648000017 5472.256 3395.5840000000003 11026.432 7446.528
"Max" 4456.448 7503.872 11649.024 5005.312 6479.872 5472.256 3395.5840000000003 11026.432 7446.528
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=FSYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk25-fsync.svg"
replot
unset output
