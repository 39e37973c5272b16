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
"P50" 630.784 232.704 1153.0240000000001 652.8 258.56 1382.4 631.808 556.032 1354.752 590.848 263.168 1542.144 607.232 259.712 1544.192 669.696 584.7040000000001 1261.568
"P90" 762.5728 351.4368000000003 1370.1119999999999 886.0672 561.5616000000006 1927.7824000000003 701.2352 647.168 1919.5903999999994 675.0208 522.0352000000012 2879.4880000000003 771.8911999999999 389.17120000000006 1991.8848 753.9712 707.5840000000001 1581.8752000000002
"P95" 892.6208 578.7648000000002 1842.7904000000008 1242.8287999999995 692.8384 3008.7168000000024 724.3775999999999 683.52 2298.6752000000006 734.7200000000003 662.528 3726.3360000000002 1037.5680000000007 643.9423999999999 2989.2608 789.8623999999999 766.1568000000001 1875.251199999999
"P99" 3641.1801600000076 1385.8406400000001 5764.54656000001 4935.188480000001 2079.1296000000007 5511.9052800000045 1916.1907199999987 3637.452799999998 4153.753600000001 2093.0150400000016 1996.5542400000022 8541.798399999996 2517.729280000038 1285.0585599999995 5099.028479999997 1521.0291200000077 3188.817920000017 5836.881919999999
"P99.9" 9142.272 6933.184512000008 8290.304 8437.76 8449.949696000076 6299.648 3936.256 4956.16 5242.88 4456.448 7241.629696000278 11649.024 5005.312 6394.011648000017 5472.256 3395.5840000000003 11026.432 7446.528
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
