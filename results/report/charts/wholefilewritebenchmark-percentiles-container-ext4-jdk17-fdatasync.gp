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
set terminal pngcairo noenhanced size 1000,700 font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk17-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 302.08 108.16 593.92 307.2 113.408 613.376 336.896 140.032 647.168
"P50" 414.72 171.008 696.32 464.384 189.184 750.592 436.736 220.928 738.304
"P90" 536.3712000000002 210.43200000000002 800.768 579.5840000000001 268.8 906.24 562.176 279.50079999999986 862.4127999999998
"P95" 600.064 226.048 852.992 642.5087999999998 326.656 1071.0015999999996 605.184 301.568 946.2784000000004
"P99" 2055.6185600000026 273.00864000000064 2206.638079999993 2947.481599999964 2187.5097600000054 3890.7084799999893 1435.8937599999979 433.9609600000009 3548.7744000000057
"P99.9" 6749.831168000006 2813.603840000026 9452.093440000102 8605.54854399997 6333.30073600018 11626.594304000191 6027.771904000103 3978.5635840000064 10297.24569599998
"Max" 9846.784 11960.32 12468.224 14368.768 12746.752 13991.936 12484.608 8331.264000000001 14794.752
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk17-fdatasync.svg'
replot
unset output
