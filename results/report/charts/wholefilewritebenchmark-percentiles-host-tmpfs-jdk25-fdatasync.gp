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
"percentile" "fileChannelHeap" "filesWrite" "randomAccessFile"
"Min" 3.7840000000000003 3.8040000000000003 4.752
"P50" 3.904 3.956 4.936
"P90" 6.168 6.272 5.984
"P95" 6.376 6.488 7.32
"P99" 8.848 9.232 10.51952000000002
"P99.9" 34.39609599999991 49.82937600000389 55.340416000000204
"Max" 8044.544 8069.12 5095.424
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=FDATASYNC'."\n".'chars=1000, writeMode=IN_PLACE; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fdatasync.svg'
replot
unset output
