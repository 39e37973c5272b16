# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk17-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk17-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap" "filesWrite" "randomAccessFile"
"Min" 114.432 103.168 151.552
"P50" 179.45600000000002 168.96 209.40800000000002
"P90" 220.672 210.17600000000002 250.368
"P95" 242.17600000000002 227.328 267.7504000000004
"P99" 320 302.95040000000034 357.67296000000096
"P99.9" 3711.36921600008 3961.548800000012 3977.8631679999976
"Max" 7667.712 7528.448 8830.976
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=FDATASYNC'."\n".'chars=1000, writeMode=IN_PLACE; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk17-fdatasync.svg'
replot
unset output
