# iobench chart: WholeFileWriteBenchmark latency percentiles, ext4 (loop), durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-ext4-loop-fdatasync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-ext4-loop-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" "filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" "filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk25"
"Min" 499.712 195.84 1038.336 483.32800000000003 165.632 1030.144 550.912 222.976 1071.104 635.904 181.76 1112.064 510.976 191.488 1406.976 508.416 184.832 1010.688
"P50" 808.96 249.344 1368.064 787.456 253.44 1284.096 761.856 275.968 1265.664 833.5360000000001 253.696 1243.136 648.192 248.576 1736.704 614.4 251.392 1107.968
"P90" 1388.544 425.47200000000004 1871.872 1054.72 319.488 1671.1680000000001 932.864 331.264 1630.208 1374.208 323.072 1544.192 975.8720000000001 337.408 2371.584 771.072 311.808 1345.536
"P95" 2183.168 820.224 2871.2960000000003 1456.128 378.368 2375.68 1282.048 353.28000000000003 2265.088 1898.496 357.88800000000003 2195.456 1361.92 411.648 3084.288 1024 332.8 2013.184
"P99" 5242.88 1990.656 6365.184 4177.92 3444.736 5554.176 2342.9120000000003 1230.848 4767.744 3317.76 1609.728 6414.336 3137.536 2424.832 6094.848 2629.632 462.848 4980.736
"P99.9" 10240 3977.216 9830.4 6643.712 6209.536 10223.616 16072.704 4464.64 7954.432 5324.8 9584.64 7249.92 8126.464 5038.08 7102.464 7479.296 3866.6240000000003 7946.24
"Max" 10240 8249.344000000001 9830.4 6643.712 6799.360000000001 10223.616 16072.704 4530.176 7954.432 5324.8 10305.536 7249.92 8126.464 13991.936 7102.464 7479.296 7012.352 7946.24
EOD
set title "WholeFileWriteBenchmark latency percentiles, ext4 (loop), durability=FDATASYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-ext4-loop-fdatasync.svg"
replot
unset output
