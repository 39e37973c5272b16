# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk17-fsync.gp (in this folder)
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
set terminal pngcairo noenhanced size 1000,700 font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk17-fsync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 304.64 103.808 602.112 329.216 112.896 612.352 330.24 279.04 646.144
"P50" 417.79200000000003 179.96800000000002 748.544 393.216 199.808 778.24 402.432 347.136 744.96
"P90" 525.312 250.368 968.8063999999999 461.824 281.088 953.344 498.176 440.832 873.472
"P95" 578.5600000000001 350.1823999999999 1080.4224000000004 501.248 424.01279999999986 1128.448 537.6 477.2864000000004 953.8047999999999
"P99" 2295.8489600000084 526.2848000000008 3270.8607999999936 1204.7974399999976 2205.777920000002 4352.983039999999 993.013759999997 1143.6032000000032 3150.110719999995
"P99.9" 6922.559488000005 3957.944320000015 8631.730176000194 7192.109055999987 7621.664768000126 9774.366720000029 6984.7613440001305 7502.561280000002 8532.01715199992
"Max" 11927.552 8388.608 12369.92 8019.968 11812.864 10305.536 11960.32 10502.144 14647.296
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk17-fsync.svg'
replot
unset output
