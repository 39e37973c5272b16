# iobench chart: WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fsync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 6.488 3.444 18.080000000000002 8.896 5.816 20.992 6.92 3.7960000000000003 22.592
"P50" 7.288 4.208 21.728 11.28 7.48 26.592000000000002 8.496 4.5760000000000005 27.872
"P90" 8.896 5.016 29.696 13.728 9.52 37.568 9.136000000000001 5.016 35.072
"P95" 10.336 6.03 38.553599999999975 17.34720000000001 10.816 47.10720000000001 11.536 5.456 44.736000000000004
"P99" 25.400320000000008 17.76 86.1644800000001 32.7193600000001 23.770880000000005 117.07007999999996 23.151039999999977 15.574880000000004 72.2944000000005
"P99.9" 97.5784960000068 73.49759999999964 2926.9073920003575 164.4390399999982 83.88505600000266 418.58969600003866 49.604223999998766 34.7342080000001 336.4352000000025
"Max" 12091.392 6086.656 10092.544 5201.92 4718.592000000001 5537.792 7077.888 5259.264 489.47200000000004
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=FSYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fsync.svg"
replot
unset output
