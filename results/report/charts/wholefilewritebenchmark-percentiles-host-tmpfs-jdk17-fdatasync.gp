# iobench chart: WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fdatasync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 6.5360000000000005 3.444 17.952 9.168000000000001 5.68 21.44 6.936 4.5920000000000005 25.92
"P50" 7.28 4 21.92 11.968 7.296 27.04 8.896 4.848 31.296
"P90" 9.216000000000001 5.032 28.32 14.851199999999999 9.6 37.184 14.864 5.336 56.768
"P95" 10.592 6.296 36.07040000000003 22.54720000000001 11.433600000000006 45.952 16.768 6.123600000000006 64.656
"P99" 26.266239999999993 18.720320000000005 85.18656000000006 44.725760000000015 29.258239999999876 104.31999999999978 29.382399999999908 18.350400000000082 123.60319999999902
"P99.9" 98.0925439999993 91.7469440000155 473.8211840000162 156.8440320000015 115.67513600001485 417.16735999999526 88.26304000000191 74.66739200000093 4505.927679999948
"Max" 7389.184 7012.352 9322.496000000001 3334.1440000000002 4259.84 7069.696 4079.616 4046.848 11206.656
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=FDATASYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fdatasync.svg"
replot
unset output
