# iobench chart: WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-none.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-none.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 5.784 2.984 12.304 5.856 3.016 12.432 7.392 3.944 15.488
"P50" 6.392 3.376 17.216 6.368 3.444 14.896 8.192 4.264 16.864
"P90" 8.72 5.72 30.240000000000002 9.056000000000001 6.328 22.176000000000002 15.484799999999987 4.736 21.312
"P95" 9.808 6.496 36.288000000000004 9.648 7 30.06079999999999 18.764799999999987 4.936 24.288
"P99" 25.738560000000057 18.438400000000026 69.99808000000009 22.984319999999947 17.132160000000034 58.74431999999983 32.66688000000006 15.426720000000001 43.75680000000005
"P99.9" 4096.999424000025 78.0710400000012 480.0952320000008 75.31686400000005 63.32012800000433 465.75820799999315 82.54515200000024 75.79494400000107 332.15488000000084
"Max" 8585.216 6782.976000000001 4775.936 4292.608 4091.904 4481.024 8060.928 7913.472 608.256
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=NONE\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-none.svg"
replot
unset output
