# iobench chart: WholeFileWriteBenchmark latency percentiles, overlay (overlay), durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-overlay-overlay-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-overlay-overlay-fsync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk25"
"Min" 363.008 130.68800000000002 736.256 304.128 127.744 697.344 344.064 160 790.528 334.848 121.85600000000001 579.5840000000001 344.064 140.8 606.208 336.384 195.072 589.8240000000001
"P50" 450.048 153.856 907.264 454.144 174.848 1002.496 444.928 222.976 1089.536 422.91200000000003 134.912 673.792 398.336 178.68800000000002 705.5360000000001 415.232 223.744 732.16
"P90" 503.808 191.232 1204.224 550.912 238.848 1439.7440000000001 538.624 273.92 1460.224 490.49600000000004 174.848 756.736 475.136 214.528 951.296 445.952 284.672 918.528
"P95" 536.576 213.504 1665.0240000000001 583.6800000000001 264.704 1699.8400000000001 585.7280000000001 296.448 1658.88 508.928 192.256 812.032 504.32 232.96 1007.616 462.336 300.544 1067.008
"P99" 812.032 275.456 5357.568 903.168 324.096 3227.648 681.984 396.288 2013.184 585.7280000000001 261.88800000000003 3919.8720000000003 1495.04 277.504 1474.56 521.7280000000001 345.6 2301.952
"P99.9" 4620.2880000000005 1984.512 7094.272 5537.792 2650.112 4857.856 2953.216 3174.4 4923.392 3964.928 1327.104 5808.128 4169.728 460.8 3944.448 9469.952 14073.856 10452.992
"Max" 4620.2880000000005 11501.568000000001 7094.272 5537.792 5439.488 4857.856 2953.216 4997.12 4923.392 3964.928 4042.752 5808.128 4169.728 697.344 3944.448 9469.952 15056.896 10452.992
EOD
set title "WholeFileWriteBenchmark latency percentiles, overlay (overlay), durability=FSYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-overlay-overlay-fsync.svg"
replot
unset output
