# iobench chart: WholeFileWriteBenchmark latency percentiles, tmpfs, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-tmpfs-none.gp (in this folder)
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
set terminal pngcairo noenhanced size 1100,600 font "Sans,10"
set output "wholefilewritebenchmark-percentiles-tmpfs-none.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" "filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" "filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk25"
"Min" 5.928 3.136 13.616 6.008 3.496 13.312000000000001 6.736 3.696 15.872 5.784 2.984 12.304 5.856 3.016 12.432 7.392 3.944 15.488
"P50" 6.48 3.544 16.128 6.776 4.208 18.304000000000002 8.352 4.6080000000000005 19.776 6.392 3.376 17.216 6.368 3.444 14.896 8.192 4.264 16.864
"P90" 8.024000000000001 4.808 22.56 9.856 4.952 24.384 9.44 8.168000000000001 23.424 8.72 5.72 30.240000000000002 9.056000000000001 6.328 22.176000000000002 15.472 4.736 21.312
"P95" 9.36 6.112 28.96 11.328 6.296 30.944 12.08 9.888 27.424 9.808 6.496 36.288000000000004 9.648 7 30.048000000000002 18.752 4.936 24.288
"P99" 23.808 17.472 72.83200000000001 25.824 17.984 66.944 24.16 21.248 43.904 25.728 18.432000000000002 69.888 22.976 17.088 58.56 32.64 15.424 43.712
"P99.9" 4055.04 146.94400000000002 4124.6720000000005 89.34400000000001 87.424 484.35200000000003 51.392 54.144 377.856 4083.712 75.264 479.744 75.264 61.696 453.12 82.304 72.32000000000001 331.776
"Max" 9453.568 5988.352 13877.248 7987.2 6422.528 9109.504 7364.608 5013.504 1691.6480000000001 8585.216 6782.976000000001 4775.936 4292.608 4091.904 4481.024 8060.928 7913.472 608.256
EOD
set title "WholeFileWriteBenchmark latency percentiles, tmpfs, durability=NONE"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-tmpfs-none.svg"
replot
unset output
