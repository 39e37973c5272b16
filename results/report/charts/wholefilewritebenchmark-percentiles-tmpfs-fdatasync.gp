# iobench chart: WholeFileWriteBenchmark latency percentiles, tmpfs, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-tmpfs-fdatasync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-tmpfs-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" "filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" "filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk25"
"Min" 6.5360000000000005 3.444 17.952 9.168000000000001 5.68 21.44 6.936 4.5920000000000005 25.92 6.32 3.2960000000000003 16.32 8.544 5.336 21.792 8.024000000000001 4.344 21.184
"P50" 7.28 4 21.92 11.968 7.296 27.04 8.896 4.848 31.296 6.888 3.496 19.584 10.416 7.744 26.080000000000002 8.464 4.5360000000000005 28.096
"P90" 9.216000000000001 5.032 28.32 14.851199999999999 9.6 37.184 14.864 5.336 56.768 16.38720000000001 6.04 26.240000000000002 13.312000000000001 15.248000000000001 39.36 8.992 5.304 42.022400000000026
"P95" 10.592 6.296 36.07040000000003 22.54720000000001 11.433600000000006 45.952 16.768 6.123600000000006 64.656 21.28 6.688 31.968 16.208000000000002 18.574400000000022 46.912 10.136799999999988 7.5168000000000035 53.68320000000001
"P99" 26.266239999999993 18.720320000000005 85.18656000000006 44.725760000000015 29.258239999999876 104.31999999999978 29.382399999999908 18.350400000000082 123.60319999999902 44.352000000000004 15.706559999999998 64.43520000000008 37.454079999999955 35.584 98.14784000000009 23.338560000000054 19.60703999999998 114.08384000000008
"P99.9" 98.0925439999993 91.7469440000155 473.8211840000162 156.8440320000015 115.67513600001485 417.16735999999526 88.26304000000191 74.66739200000093 4505.927679999948 128.2685440000035 74.1338879999991 405.76000000000283 103.49030400000117 79.70764800000097 351.8310399999991 47.79232000001508 52.49638400000148 767.5002880000548
"Max" 7389.184 7012.352 9322.496000000001 3334.1440000000002 4259.84 7069.696 4079.616 4046.848 11206.656 3141.632 4116.4800000000005 4988.928 2166.784 2021.376 4636.6720000000005 1449.984 3137.536 7626.752
EOD
set title "WholeFileWriteBenchmark latency percentiles, tmpfs, durability=FDATASYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-tmpfs-fdatasync.svg"
replot
unset output
