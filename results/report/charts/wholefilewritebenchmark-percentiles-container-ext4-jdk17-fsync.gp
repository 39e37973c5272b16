# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk17-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk17-fsync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 470.016 151.296 968.7040000000001 515.5840000000001 212.48000000000002 1048.576 521.7280000000001 457.216 1046.528
"P50" 630.784 232.704 1153.0240000000001 652.8 258.56 1382.4 631.808 556.032 1354.752
"P90" 762.5728 351.4368000000003 1370.1119999999999 886.0672 561.5616000000006 1927.7824000000003 701.2352 647.168 1919.5903999999994
"P95" 892.6208 578.7648000000002 1842.7904000000008 1242.8287999999995 692.8384 3008.7168000000024 724.3775999999999 683.52 2298.6752000000006
"P99" 3641.1801600000076 1385.8406400000001 5764.54656000001 4935.188480000001 2079.1296000000007 5511.9052800000045 1916.1907199999987 3637.452799999998 4153.753600000001
"P99.9" 9142.272 6933.184512000008 8290.304 8437.76 8449.949696000076 6299.648 3936.256 4956.16 5242.88
"Max" 9142.272 7053.312 8290.304 8437.76 8585.216 6299.648 3936.256 4956.16 5242.88
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=FSYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk17-fsync.svg"
replot
unset output
