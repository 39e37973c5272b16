# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk25-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk25-fsync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 208.38400000000001 71.552 375.808 197.888 73.08800000000001 392.192 209.66400000000002 101.12 358.91200000000003
"P50" 312.832 136.96 486.40000000000003 287.232 105.08800000000001 534.528 339.456 161.536 427.77599999999995
"P90" 558.08 222.72 801.792 421.37600000000003 161.28 817.2543999999999 4193.484800000001 212.48000000000002 4931.584
"P95" 1814.7327999999952 609.9968000000007 3235.84 2215.936 279.04 5169.152 6175.129600000001 257.28000000000003 7976.96
"P99" 6227.066880000003 3960.832 8703.180799999953 7970.816 3997.696 12011.274240000002 8029.634559999999 2578.1862400000095 11993.088
"P99.9" 9496.133632000014 5406.72 13278.08511999999 13934.346240000068 7005.552639999971 20025.606144000023 18306.891775999757 5854.724096000075 14007.828480000078
"Max" 21168.128 8945.664 30244.864 51838.976 24313.856 77201.408 22609.920000000002 24412.16 15286.272
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk25-fsync.svg'
replot
unset output
