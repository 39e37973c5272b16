# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk17-fdatasync.gp (in this folder)
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
set terminal pngcairo noenhanced size 1000,700 font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk17-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 499.712 195.84 1038.336 483.32800000000003 165.632 1030.144 550.912 222.976 1071.104
"P50" 808.96 249.344 1368.064 787.456 253.44 1284.096 761.856 275.968 1265.664
"P90" 1415.5775999999985 425.6255999999999 1891.328 1071.9232000000006 319.488 1683.4560000000004 933.6832 331.264 1641.2672
"P95" 2226.1759999999995 820.7872 2933.76 1488.8960000000004 378.368 2383.8719999999994 1286.1439999999998 353.3568000000001 2274.9184000000005
"P99" 5635.60448 2063.7695999999987 6534.758399999996 4820.172800000003 3444.736 6092.881920000021 2504.622079999984 1232.3225599999987 5128.192000000056
"P99.9" 10240 7612.796928000482 9830.4 6643.712 6681.395199999974 10223.616 16072.704 4510.711807999999 7954.432
"Max" 10240 8249.344000000001 9830.4 6643.712 6799.360000000001 10223.616 16072.704 4530.176 7954.432
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=FDATASYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk17-fdatasync.svg"
replot
unset output
