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
"P90" 10.928 8.656 32.832 26.67840000000002 12.864 41.830400000000026 12.192 6.928 49.46559999999998 10.672 5.264 30.201600000000006 15.536 11.696 33.792 10.144 6.968 44.544000000000004
"P95" 13.072000000000001 11.308799999999987 44.278400000000026 31.2 16.8 53.23520000000001 15.972799999999989 8.64 58.71679999999999 12.992 7.096 39.168 23.37920000000001 14.589600000000006 44.736000000000004 13.040000000000001 8.936 55.488
"P99" 32.45439999999991 26.15935999999999 87.54816000000004 51.638400000000146 36.067839999999855 114.33471999999962 27.97823999999999 22.144000000000002 118.5766399999999 30.681600000000035 18.15423999999999 83.63008000000008 44.160000000000004 28.95903999999998 81.10080000000016 29.792 23.088 122.86719999999879
"P99.9" 134.8236799999941 2323.4805760015697 568.9784320000364 233.8296319999718 113.69267200000212 363.8681599999983 91.87353600000031 52.844544 408.7147519999952 131.07200000000745 74.72947200000286 357.1138560000062 93.13382400000746 111.84025600000098 606.2387199999793 78.94400000000209 100.17280000001938 337.3132799999998
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
