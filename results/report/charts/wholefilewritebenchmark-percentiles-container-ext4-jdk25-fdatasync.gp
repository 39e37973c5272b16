# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk25-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk25-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap" "filesWrite" "randomAccessFile"
"Min" 108.672 108.544 145.15200000000002
"P50" 181.76 177.66400000000002 215.552
"P90" 233.728 224.768 270.848
"P95" 257.024 252.8 289.79200000000003
"P99" 332.29824000000025 437.7087999999998 380.6617599999979
"P99.9" 2768.658432000004 3599.523839999981 3957.4814720000772
"Max" 7012.352 7446.528 7864.32
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=FDATASYNC'."\n".'chars=1000, writeMode=IN_PLACE; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk25-fdatasync.svg'
replot
unset output
