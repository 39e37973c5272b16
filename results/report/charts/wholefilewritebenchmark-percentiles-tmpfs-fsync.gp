# iobench chart: WholeFileWriteBenchmark latency percentiles, tmpfs, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-tmpfs-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-tmpfs-fsync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" "filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" "filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk25"
"Min" 6.488 3.444 18.080000000000002 8.896 5.816 20.992 6.92 3.7960000000000003 22.592 6.096 3.2640000000000002 16.032 8.48 5.4 22.336000000000002 8 4.088 21.952
"P50" 7.288 4.208 21.728 11.28 7.48 26.592000000000002 8.496 4.5760000000000005 27.872 6.6000000000000005 3.704 18.56 11.952 6.976 27.695999999999998 8.384 4.248 32.672000000000004
"P90" 8.896 5.016 29.696 13.728 9.52 37.568 9.136000000000001 5.016 35.072 9.488 6.016 30.857600000000005 22.72 9.936 40.32 11.68 5.027199999999997 59.2
"P95" 10.336 6.03 38.553599999999975 17.34720000000001 10.816 47.10720000000001 11.536 5.456 44.736000000000004 10.447200000000013 6.808 38.69759999999997 28.180799999999987 11.488 51.904 12.48 6.947200000000012 67.72480000000004
"P99" 25.400320000000008 17.76 86.1644800000001 32.7193600000001 23.770880000000005 117.07007999999996 23.151039999999977 15.574880000000004 72.2944000000005 23.86495999999996 18.308159999999976 71.66208000000009 48.88704000000004 25.152 115.59680000000004 25.859199999999955 19.414400000000022 197.6371199999992
"P99.9" 97.5784960000068 73.49759999999964 2926.9073920003575 164.4390399999982 83.88505600000266 418.58969600003866 49.604223999998766 34.7342080000001 336.4352000000025 75.08595200000843 108.8037119999989 484.5588480000161 164.2792960000001 98.89075200000406 538.0531199999582 43.29727999999933 4060.094464000009 1217.6875520010126
"Max" 12091.392 6086.656 10092.544 5201.92 4718.592000000001 5537.792 7077.888 5259.264 489.47200000000004 11157.504 4775.936 7110.656 4096 5185.536 5431.296 117.76 9617.408 7503.872
EOD
set title "WholeFileWriteBenchmark latency percentiles, tmpfs, durability=FSYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-tmpfs-fsync.svg"
replot
unset output
