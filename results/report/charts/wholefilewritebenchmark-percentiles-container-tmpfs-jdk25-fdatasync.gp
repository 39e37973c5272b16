# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 8.112 4.28 18.56 11.136000000000001 7.184 21.6 9.968 5.272 21.12
"P50" 8.32 4.4 19.52 11.376 7.384 22.464000000000002 10.176 5.432 21.888
"P90" 8.816 4.5200000000000005 22.048000000000002 13.6 7.816 24.768 10.56 5.6160000000000005 24.192
"P95" 10.592 5.432 23.904 14.208 9.92 25.696 12.528 6.784 25.76
"P99" 13.408 8.745919999999925 49.6 32.128 12.704640000000015 52.094079999999614 25.984 10.736 50.144000000000005
"P99.9" 57.61254400000163 44.20435200000136 515.3781760000363 78.08358400000259 43.904 377.08544000000876 54.32876800000015 58.4657920000013 388.352
"Max" 8093.696 4091.904 9732.096 2322.4320000000002 4128.768 4067.328 10207.232 8044.544 5177.344
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fdatasync.svg'
replot
unset output
