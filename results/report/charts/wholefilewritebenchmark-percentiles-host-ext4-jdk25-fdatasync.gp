# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk25-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk25-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 208.38400000000001 72.70400000000001 340.992 195.584 70.784 394.752 188.416 101.504 430.592
"P50" 337.408 137.984 524.288 364.032 119.04 592.896 324.608 151.552 4308.992
"P90" 682.5984000000004 219.904 663.4495999999997 522.8032000000003 171.264 936.96 510.51520000000016 2053.7343999999985 10028.6464
"P95" 2049.228799999997 620.1344000000004 920.3711999999992 2974.1056000000012 208.12800000000001 2545.6639999999998 2929.8688000000043 3907.5840000000003 11993.088
"P99" 5405.5731200000055 3977.216 4877.926399999991 8003.584 2746.572799999997 7744.716799999997 8006.942719999998 4806.246400000005 15699.476480000001
"P99.9" 8325.734400000043 5480.448 9457.418239999995 27149.139968000472 5545.984 12160.040959999978 13917.995007999956 9801.531392000064 63635.456
"Max" 16039.936 9060.352 12419.072 121896.96 58654.72 90046.464 15958.016 14778.368 63635.456
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk25-fdatasync.svg'
replot
unset output
