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
"P50" 808.96 249.344 1368.064 787.456 253.44 1284.096 761.856 275.968 1265.664 833.5360000000001 253.696 1243.136 648.704 248.576 1736.704 614.4 251.392 1107.968
"P90" 1415.5775999999985 425.6255999999999 1891.328 1071.9232000000006 319.488 1683.4560000000004 933.6832 331.264 1641.2672 1374.6176 323.072 1545.8303999999998 976.5888000000001 337.408 2387.148799999999 771.8911999999999 312.21759999999995 1359.872
"P95" 2226.1759999999995 820.7872 2933.76 1488.8960000000004 378.368 2383.8719999999994 1286.1439999999998 353.3568000000001 2274.9184000000005 1919.385600000001 358.0672 2278.6047999999987 1381.9904000000015 419.04639999999927 3106.4064 1038.336000000001 333.2608000000001 2042.368
"P99" 5635.60448 2063.7695999999987 6534.758399999996 4820.172800000003 3444.736 6092.881920000021 2504.622079999984 1232.3225599999987 5128.192000000056 3491.102720000003 1618.616319999992 6494.617599999992 3664.9369600000027 2424.832 6690.242559999992 2644.9510400000013 464.92671999999976 4987.6992
"P99.9" 10240 7612.796928000482 9830.4 6643.712 6681.395199999974 10223.616 16072.704 4510.711807999999 7954.432 5324.8 10094.313472000078 7249.92 8126.464 11816.148992000553 7102.464 7479.296 5621.940224000692 7946.24
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
