# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fsync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 6.5120000000000005 3.684 18.688 8.928 6.088 23.2 7.12 3.916 24.8
"P50" 7.672000000000001 4.096 23.072 12.304 7.192 29.696 8.752 4.768 29.472
"P90" 10.112 5.368 44.288000000000004 17.200000000000003 10.688 36.224000000000004 9.536 5.365600000000006 37.312
"P95" 11.578399999999993 7.364800000000003 53.696 23.656 11.968 46.816 12.128 8.168000000000001 48.58559999999998
"P99" 28.479679999999995 18.73792000000004 111.744 41.984 26.365440000000003 90.88 26.157440000000005 18.229440000000004 111.36128000000026
"P99.9" 86.7093760000011 100.04019200000819 564.7360000000122 117.40032000000006 85.42259200000787 379.11552000000046 54.94438399999752 54.394560000020086 479.4992640000275
"Max" 6922.24 5357.568 10321.92 3248.128 3923.9680000000003 1155.0720000000001 1140.736 7544.832 4562.944
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=FSYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-fsync.svg"
replot
unset output
