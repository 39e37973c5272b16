# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fsync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 6.808 3.896 19.616 10.016 6.672 22.848 8.512 4.872 28.416
"P50" 7.5600000000000005 4.384 24.256 12.384 8.768 29.024 9.216000000000001 5.2 33.472
"P90" 10.496 8.304 39.09759999999998 21.542400000000026 12.272 36.864000000000004 9.888 5.936 48.13440000000002
"P95" 13.002399999999994 11.068800000000047 48.060799999999986 29.856 15.046399999999995 49.024 12.432 7.970399999999994 57.344
"P99" 28.108479999999922 28.380160000000032 90.61759999999985 60.224640000000015 41.02656000000006 124.38016000000061 24.784640000000014 20.828479999999924 129.65375999999978
"P99.9" 90.97894400000223 154.5303039999986 403.9659519999996 170.50214400000684 161.88620800000987 562.6511360001266 51.89504000000144 120.27276800000179 345.6942079999931
"Max" 9764.864 4546.56 4628.4800000000005 4202.496 3203.072 2736.128 2793.472 3624.96 5136.384
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FSYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fsync.svg"
replot
unset output
