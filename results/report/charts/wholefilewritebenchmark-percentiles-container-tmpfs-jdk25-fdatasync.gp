# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fdatasync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 6.768 3.644 18.464 9.184000000000001 6.088 22.592 8.736 4.752 23.648
"P50" 7.968 4.0840000000000005 23.648 11.632 8.192 28.032 9.296 5.04 29.152
"P90" 10.672 5.264 30.201600000000006 15.536 11.696 33.792 10.144 6.968 44.544000000000004
"P95" 12.992 7.096 39.168 23.37920000000001 14.589600000000006 44.736000000000004 13.040000000000001 8.936 55.488
"P99" 30.681600000000035 18.15423999999999 83.63008000000008 44.160000000000004 28.95903999999998 81.10080000000016 29.792 23.088 122.86719999999879
"P99.9" 131.07200000000745 74.72947200000286 357.1138560000062 93.13382400000746 111.84025600000098 606.2387199999793 78.94400000000209 100.17280000001938 337.3132799999998
"Max" 8126.464 6225.92 8994.816 7667.712 4300.8 4300.8 4173.8240000000005 3792.896 6250.496
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=FDATASYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fdatasync.svg"
replot
unset output
