# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk25-none.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk25-none.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 54.656 3.584 85.504 43.584 3.176 86.272 39.488 4.848 91.136
"P50" 84.608 4.832 95.744 73.08800000000001 4.136 112.896 60.480000000000004 5.92 100.224
"P90" 106.49600000000001 7.192 128.64000000000001 98.688 5.32 149.504 87.424 6.5600000000000005 125.04320000000001
"P95" 117.59359999999998 10.016 144.76800000000003 114.304 7.241199999999997 164.096 99.12319999999995 9.104000000000001 135.936
"P99" 1087.7132799999995 26.469119999999997 308.9151999999988 167.168 17.765760000000128 281.88160000000033 141.16863999999967 22.472320000000007 219.38175999999976
"P99.9" 4604.133376000062 4067.393535999998 5805.834239999979 3452.5798400000144 76.54745600000071 3753.4720000001644 3633.971200000014 74.19443199999817 2281.369600000035
"Max" 8421.376 8945.664 9109.504 7708.6720000000005 6422.528 11026.432 4243.456 5251.072 3309.568
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=NONE\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk25-none.svg"
replot
unset output
