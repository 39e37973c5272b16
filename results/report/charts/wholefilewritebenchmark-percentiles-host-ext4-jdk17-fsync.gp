# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk17-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-fsync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 179.20000000000002 69.76 352.76800000000003 187.904 77.568 381.952 186.368 105.85600000000001 413.184
"P50" 256.512 106.11200000000001 473.088 310.784 129.024 465.408 238.848 157.696 3321.856
"P90" 347.648 157.2352000000002 673.792 412.672 179.45600000000002 614.2976000000001 313.344 204.8 9247.1296
"P95" 397.824 175.616 1369.7023999999985 931.328 304.5375999999996 3261.2351999999732 351.232 226.7647999999998 11087.052800000001
"P99" 2105.344 343.6031999999993 8538.685439999997 5551.718399999999 4001.792 11991.285759999997 1516.441599999994 1356.3494399999902 12343.705600000001
"P99.9" 7703.6257280000455 3973.12 15094.84134400022 17178.460159999253 8386.75660800001 31948.8 7336.583168000192 4111.892480000004 13500.416000000001
"Max" 14843.904 8781.824 29687.808 33882.112 33882.112 36962.304000000004 23986.176 6643.712 13500.416000000001
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-fsync.svg'
replot
unset output
