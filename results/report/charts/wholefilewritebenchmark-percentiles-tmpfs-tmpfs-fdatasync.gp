# iobench chart: WholeFileWriteBenchmark latency percentiles, tmpfs (tmpfs), durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-tmpfs-tmpfs-fdatasync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-tmpfs-tmpfs-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" "filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" "filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk25"
"Min" 6.696 3.948 20.896 12.048 6.976 25.6 8.864 5.04 25.824 6.768 3.644 18.464 9.184000000000001 6.088 22.592 8.736 4.752 23.648
"P50" 8 5.744 25.92 14.256 8.928 31.936 9.488 5.336 33.216 7.968 4.0840000000000005 23.648 11.632 8.192 28.032 9.296 5.04 29.152
"P90" 10.928 8.656 32.832 26.656 12.864 41.792 12.192 6.928 49.408 10.672 5.264 30.176000000000002 15.536 11.696 33.792 10.144 6.968 44.544000000000004
"P95" 13.072000000000001 11.296 44.224000000000004 31.2 16.8 53.184000000000005 15.968 8.64 58.688 12.992 7.096 39.168 23.328 14.576 44.736000000000004 13.040000000000001 8.928 55.488
"P99" 32.224000000000004 26.144000000000002 87.424 51.392 35.968 113.92 27.936 22.144000000000002 117.76 30.624000000000002 18.144000000000002 83.456 44.160000000000004 28.928 80.384 29.76 23.072 120.70400000000001
"P99.9" 125.824 1761.28 447.488 230.656 113.408 363.008 91.008 52.800000000000004 376.832 126.464 68.864 353.28000000000003 92.288 111.232 440.832 78.08 74.88 336.384
"Max" 12091.392 5316.608 1964.0320000000002 4816.896 4182.0160000000005 4644.8640000000005 3600.384 2551.808 4059.136 8126.464 6225.92 8994.816 7667.712 4300.8 4300.8 4173.8240000000005 3792.896 6250.496
EOD
set title "WholeFileWriteBenchmark latency percentiles, tmpfs (tmpfs), durability=FDATASYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-tmpfs-tmpfs-fdatasync.svg"
replot
unset output
