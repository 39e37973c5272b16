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
"P50" 7.288 4.208 21.728 11.28 7.48 26.592000000000002 8.496 4.5760000000000005 27.872 6.6000000000000005 3.704 18.56 11.952 6.976 27.68 8.384 4.248 32.672000000000004
"P90" 8.896 5.016 29.696 13.728 9.52 37.568 9.136000000000001 5.016 35.072 9.488 6.016 30.848 22.72 9.936 40.32 11.68 5.024 59.2
"P95" 10.336 6.024 38.528 17.344 10.816 47.104 11.536 5.456 44.736000000000004 10.432 6.808 38.656 28.16 11.488 51.904 12.48 6.936 67.712
"P99" 25.376 17.76 85.376 32.64 23.744 116.992 23.136 15.568 70.144 23.84 18.304000000000002 71.424 48.768 25.152 115.456 25.824 19.36 195.328
"P99.9" 97.024 71.168 511.488 154.368 81.792 392.192 45.376 32.512 327.68 73.34400000000001 107.904 474.624 161.536 97.408 456.192 41.984 4059.136 468.992
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
