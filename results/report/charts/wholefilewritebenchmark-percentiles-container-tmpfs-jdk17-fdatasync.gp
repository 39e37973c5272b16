# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 8.256 4.344 18.688 11.232000000000001 7.28 20.832 9.76 5.424 20.864
"P50" 8.512 4.5840000000000005 19.808 11.984 7.872 23.392 10.256 5.5920000000000005 22.784
"P90" 9.739199999999952 5.752 22.432000000000002 14.144 9.952 27.008 10.512 5.936 24.864
"P95" 10.848 6.968 24.96 14.864 10.64 33.024 12.352 7.776 27.776
"P99" 26.530240000000227 11.024000000000001 63.872 36.60863999999967 17.834560000000057 66.944 28.704 11.344 96.00512000000012
"P99.9" 3757.8997760005 1771.0612480021714 4322.394112000108 4071.424 4014.862336000502 1926.4819200001061 1728.2744319999813 870.4051199999005 7017.463808000326
"Max" 14696.448 12042.24 15368.192000000001 8601.6 12107.776 12664.832 12140.544 13680.64 40239.104
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fdatasync.svg'
replot
unset output
