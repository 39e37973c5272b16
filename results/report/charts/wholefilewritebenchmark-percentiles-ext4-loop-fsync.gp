# iobench chart: WholeFileWriteBenchmark latency percentiles, ext4 (loop), durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-ext4-loop-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-ext4-loop-fsync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" "filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" "filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk25"
"Min" 470.016 151.296 968.7040000000001 515.5840000000001 212.48000000000002 1048.576 521.7280000000001 457.216 1046.528 525.312 198.912 1067.008 533.504 170.496 1234.944 534.528 433.152 1064.96
"P50" 630.784 232.704 1153.0240000000001 652.288 258.56 1382.4 631.808 556.032 1353.728 590.848 263.168 1542.144 607.232 259.584 1542.144 669.696 584.7040000000001 1261.568
"P90" 761.856 350.208 1368.064 885.76 559.104 1921.0240000000001 700.416 646.144 1908.736 673.792 510.976 2830.3360000000002 770.048 388.096 1990.656 753.664 707.5840000000001 1576.96
"P95" 891.904 578.5600000000001 1820.672 1230.848 692.224 2949.12 723.968 681.984 2289.664 731.136 662.528 3665.92 1022.976 643.072 2981.888 788.48 765.952 1847.296
"P99" 3510.272 1382.4 5169.152 4874.24 2064.384 5201.92 1640.448 3612.672 4141.0560000000005 1976.32 1884.16 7831.552000000001 2383.872 1267.712 4644.8640000000005 1425.4080000000001 2748.416 5808.128
"P99.9" 9142.272 6733.8240000000005 8290.304 8437.76 7528.448 6299.648 3936.256 4956.16 5242.88 4456.448 5767.168 11649.024 5005.312 6094.848 5472.256 3395.5840000000003 11026.432 7446.528
"Max" 9142.272 7053.312 8290.304 8437.76 8585.216 6299.648 3936.256 4956.16 5242.88 4456.448 7503.872 11649.024 5005.312 6479.872 5472.256 3395.5840000000003 11026.432 7446.528
EOD
set title "WholeFileWriteBenchmark latency percentiles, ext4 (loop), durability=FSYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-ext4-loop-fsync.svg"
replot
unset output
