# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk25-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk25-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 303.104 108.928 587.7760000000001 318.464 114.688 618.496 331.264 151.552 652.288
"P50" 411.136 175.872 764.928 424.44800000000004 198.4 850.9440000000001 395.776 226.048 811.008
"P90" 514.2527999999999 214.784 971.7760000000001 556.032 265.216 1142.784 485.37600000000003 280.576 994.304
"P95" 562.176 229.888 1048.576 610.304 296.448 1433.4975999999997 524.288 308.224 1103.2575999999997
"P99" 1773.1993599999976 273.408 2818.2118400000336 2061.680640000008 1909.8009600000084 3890.380799999982 665.2723200000004 385.43871999999976 3208.232959999997
"P99.9" 6387.580928000026 1946.8656640000008 7804.264448000074 6532.169728000015 5232.066560000032 10461.478912000583 4735.500288000211 3984.785408000052 8645.476352000022
"Max" 9748.48 3989.504 11124.736 9830.4 8388.608 12599.296 6053.888 13828.096 14647.296
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk25-fdatasync.svg'
replot
unset output
