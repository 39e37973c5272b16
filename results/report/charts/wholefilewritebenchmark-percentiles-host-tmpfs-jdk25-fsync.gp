# iobench chart: WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fsync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 6.096 3.2640000000000002 16.032 8.48 5.4 22.336000000000002 8 4.088 21.952
"P50" 6.6000000000000005 3.704 18.56 11.952 6.976 27.695999999999998 8.384 4.248 32.672000000000004
"P90" 9.488 6.016 30.857600000000005 22.72 9.936 40.32 11.68 5.027199999999997 59.2
"P95" 10.447200000000013 6.808 38.69759999999997 28.180799999999987 11.488 51.904 12.48 6.947200000000012 67.72480000000004
"P99" 23.86495999999996 18.308159999999976 71.66208000000009 48.88704000000004 25.152 115.59680000000004 25.859199999999955 19.414400000000022 197.6371199999992
"P99.9" 75.08595200000843 108.8037119999989 484.5588480000161 164.2792960000001 98.89075200000406 538.0531199999582 43.29727999999933 4060.094464000009 1217.6875520010126
"Max" 11157.504 4775.936 7110.656 4096 5185.536 5431.296 117.76 9617.408 7503.872
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=FSYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fsync.svg"
replot
unset output
