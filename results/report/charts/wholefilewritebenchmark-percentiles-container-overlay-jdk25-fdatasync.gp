# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk25-fdatasync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk25-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 330.24 123.264 712.7040000000001 376.832 136.192 592.896 330.24 158.72 627.712
"P50" 363.008 181.504 796.672 487.93600000000004 151.808 658.432 349.696 182.016 779.264
"P90" 456.704 215.296 877.568 551.936 183.168 754.688 433.35679999999996 222.464 852.48
"P95" 480.25600000000003 253.184 947.4048000000001 581.9392 208.32000000000002 816.7424 448.3584 234.43200000000002 880.896
"P99" 1224.0895999999989 315.8732800000021 3522.232319999999 1361.9200000000112 253.01760000000021 944.4966400000006 1025.1878400000003 263.68 1631.4368000000004
"P99.9" 3101.7779200000064 2252.4313599999196 4644.8640000000005 7987.2 3132.9484799999 5480.448 7748.91110400051 672.7526399999979 9404.416000000001
"Max" 3108.864 3608.576 4644.8640000000005 7987.2 4268.032 5480.448 7831.552000000001 1673.2160000000001 9404.416000000001
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=FDATASYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk25-fdatasync.svg"
replot
unset output
