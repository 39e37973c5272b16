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
set terminal pngcairo noenhanced size 1000,700 font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 6.32 3.2960000000000003 16.32 8.544 5.336 21.792 8.024000000000001 4.344 21.184
"P50" 6.888 3.496 19.584 10.416 7.744 26.080000000000002 8.464 4.5360000000000005 28.096
"P90" 16.38720000000001 6.04 26.240000000000002 13.312000000000001 15.248000000000001 39.36 8.992 5.304 42.022400000000026
"P95" 21.28 6.688 31.968 16.208000000000002 18.574400000000022 46.912 10.136799999999988 7.5168000000000035 53.68320000000001
"P99" 44.352000000000004 15.706559999999998 64.43520000000008 37.454079999999955 35.584 98.14784000000009 23.338560000000054 19.60703999999998 114.08384000000008
"P99.9" 128.2685440000035 74.1338879999991 405.76000000000283 103.49030400000117 79.70764800000097 351.8310399999991 47.79232000001508 52.49638400000148 767.5002880000548
"Max" 3141.632 4116.4800000000005 4988.928 2166.784 2021.376 4636.6720000000005 1449.984 3137.536 7626.752
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=FDATASYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fdatasync.svg"
replot
unset output
