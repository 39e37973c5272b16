# iobench chart: WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 7.704 3.7760000000000002 17.248 10.256 6.296 19.776 9.36 4.76 19.52
"P50" 8.088000000000001 4.264 18.72 11.504 6.664 21.632 9.584 4.936 20.608
"P90" 10.064 5.736 22.336000000000002 13.648 9.088000000000001 25.056 9.936 6.368 24.128
"P95" 10.592 6.776 25.92 15.6 9.824 29.6 11.824 7.416 26.624000000000002
"P99" 23.264 12.930879999999888 75.82975999999977 35.1116799999997 16.16 75.264 20.70879999999935 10.803199999999954 62.08
"P99.9" 2979.5205120005608 2843.4923519999984 6030.92582400012 4091.904 1148.6167039995194 4122.218496000022 119.19616000001878 58.51392000000179 4261.683199999929
"Max" 26836.992000000002 77201.408 34865.152 30081.024 11517.952000000001 13729.792 14237.696 8101.888 20217.856
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fdatasync.svg'
replot
unset output
