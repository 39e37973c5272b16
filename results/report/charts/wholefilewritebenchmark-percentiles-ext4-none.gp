# iobench chart: WholeFileWriteBenchmark latency percentiles, ext4, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-ext4-none.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-ext4-none.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" "filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" "filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk25"
"Min" 188.16 3.464 176.64000000000001 157.952 3.376 166.144 144.38400000000001 5.144 173.312 159.232 3.216 177.92000000000002 149.248 3.184 170.496 142.08 4.5920000000000005 182.016
"P50" 232.704 3.856 214.784 187.392 3.656 194.816 164.608 5.488 227.84 179.84000000000003 3.624 196.608 211.45600000000002 3.576 251.136 168.192 4.856 196.864
"P90" 268.8 5.304 249.06240000000003 239.71840000000003 5.056 236.08319999999998 208.05120000000002 7.704 285.696 233.472 5.864 228.7872 258.048 6.496 331.00800000000004 201.216 5.328 233.472
"P95" 288.76800000000003 7.600399999999994 270.05440000000004 256.0512 7.6000000000000005 258.56 225.75359999999998 8.784 311.75680000000006 259.84000000000003 6.6080000000000005 249.088 277.86240000000004 7.44 360.448 218.112 5.5600000000000005 258.81600000000003
"P99" 2090.229759999999 20.987839999999967 697.1289599999974 403.5788800000047 21.111680000000053 466.48319999999995 276.9868800000006 21.208319999999834 382.7404800000001 1473.5155200000013 15.956159999999974 664.576 358.44096 20.28352000000025 526.9759999999947 272.5990400000005 17.00223999999999 325.1199999999991
"P99.9" 9364.99609600036 95.04243200004775 4453.212160000556 5859.049472000077 171.82399999999512 4443.168768000016 2415.130624000109 74.60352000000515 2385.7070080000312 4031.4634240000732 61.95603200000001 6940.852224000007 4518.469632000257 88.72652800000459 3353.9481600001277 4412.329983999953 61.16454400000361 8760.36096000003
"Max" 10633.216 5046.272 6406.144 6160.384 17858.56 4644.8640000000005 4456.448 5021.696 2486.272 5267.456 4726.784 7036.928 5963.776 4108.2880000000005 4079.616 5685.2480000000005 5169.152 10059.776
EOD
set title "WholeFileWriteBenchmark latency percentiles, ext4, durability=NONE"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-ext4-none.svg"
replot
unset output
