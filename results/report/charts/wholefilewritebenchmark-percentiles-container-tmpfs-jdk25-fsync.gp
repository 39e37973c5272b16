# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fsync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 8.16 4.256 18.240000000000002 11.088000000000001 7.144 21.664 9.904 5.192 20.96
"P50" 8.448 4.384 19.456 11.344 7.376 22.592 10.08 5.352 21.888
"P90" 8.816 4.48 21.568 13.488 7.856 25.248 10.272 5.664 24.256
"P95" 10.688 4.8 22.528 13.888 9.936 26.464000000000002 10.512 6.424 27.168
"P99" 14.128 7.736 49.326080000000076 29.792 13.024000000000001 53.67487999999989 15.128159999999918 10.722560000000056 55.36
"P99.9" 51.014015999999835 41.317312000000385 471.932928000018 59.66732800000161 59.858432000011206 463.5658239999861 44.95577600000054 43.08428800000251 481.9512320000306
"Max" 2822.1440000000002 3211.264 11665.408 4284.416 9125.888 6922.24 4980.736 8765.44 7421.952
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fsync.svg'
replot
unset output
