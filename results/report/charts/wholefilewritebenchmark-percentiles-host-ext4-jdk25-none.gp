# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk25-none.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk25-none.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 159.232 3.216 177.92000000000002 149.248 3.184 170.496 142.08 4.5920000000000005 182.016
"P50" 179.84000000000003 3.624 196.608 211.45600000000002 3.576 251.136 168.192 4.856 196.864
"P90" 233.472 5.864 228.7872 258.048 6.496 331.00800000000004 201.216 5.328 233.472
"P95" 259.84000000000003 6.6080000000000005 249.088 277.86240000000004 7.44 360.448 218.112 5.5600000000000005 258.81600000000003
"P99" 1473.5155200000013 15.956159999999974 664.576 358.44096 20.28352000000025 526.9759999999947 272.5990400000005 17.00223999999999 325.1199999999991
"P99.9" 4031.4634240000732 61.95603200000001 6940.852224000007 4518.469632000257 88.72652800000459 3353.9481600001277 4412.329983999953 61.16454400000361 8760.36096000003
"Max" 5267.456 4726.784 7036.928 5963.776 4108.2880000000005 4079.616 5685.2480000000005 5169.152 10059.776
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=NONE\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk25-none.svg"
replot
unset output
