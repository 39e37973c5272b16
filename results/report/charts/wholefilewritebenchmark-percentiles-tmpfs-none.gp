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
"P90" 8.024000000000001 4.808 22.56 9.856 4.952 24.384 9.44 8.168000000000001 23.424 8.72 5.72 30.240000000000002 9.056000000000001 6.328 22.176000000000002 15.484799999999987 4.736 21.312
"P95" 9.36 6.114 28.96 11.341600000000005 6.302399999999994 30.964799999999986 12.08 9.891200000000012 27.424 9.808 6.496 36.288000000000004 9.648 7 30.06079999999999 18.764799999999987 4.936 24.288
"P99" 23.920639999999896 17.473599999999976 73.18016000000016 25.829440000000005 18.004479999999983 67.13087999999989 24.185920000000042 21.268479999999983 43.959040000000044 25.738560000000057 18.438400000000026 69.99808000000009 22.984319999999947 17.132160000000034 58.74431999999983 32.66688000000006 15.426720000000001 43.75680000000005
"P99.9" 4065.95174400001 358.1055999999782 4134.920191999998 141.86598399993218 87.65542400002084 486.4194560000021 53.63916800000146 54.857728000002915 378.2072320000008 4096.999424000025 78.0710400000012 480.0952320000008 75.31686400000005 63.32012800000433 465.75820799999315 82.54515200000024 75.79494400000107 332.15488000000084
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
