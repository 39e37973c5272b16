# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk17-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap" "filesWrite" "randomAccessFile"
"Min" 67.968 68.224 94.976
"P50" 99.2 93.184 134.912
"P90" 142.848 124.16 185.856
"P95" 158.976 137.984 202.24
"P99" 202.752 172.288 246.11840000000038
"P99.9" 969.449472000003 1433.042944000095 1829.7651200000198
"Max" 7839.744000000001 4816.896 20971.52
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FDATASYNC'."\n".'chars=1000, writeMode=IN_PLACE; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-fdatasync.svg'
replot
unset output
