# iobench chart: KotlinWriteBenchmark latency percentiles on container-overlay-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-container-overlay-jdk17.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-container-overlay-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 186.624 186.368 185.088 207.616 97.024 107.776 107.136 126.08
"P50" 241.15200000000002 246.272 241.66400000000002 246.272 138.496 152.32 160.512 173.056
"P90" 368.0767999999998 359.42400000000004 337.92 304.64 201.472 190.208 201.728 207.36
"P95" 1677.1071999999995 391.168 356.86400000000003 337.408 236.032 206.592 219.904 228.608
"P99" 5540.003840000004 4529.029119999976 433.2953599999994 423.03488000000084 287.744 304.89599999999996 290.36031999999847 282.89024000000023
"P99.9" 9120.169983999895 8004.911104000002 3004.9894400001763 2386.313216000408 2772.8609279999737 2861.875199999988 2677.7190400000813 2206.744576000005
"Max" 92930.048 16564.224000000002 9748.48 4399.104 6594.56 5144.576 6602.752 7954.432
EOD
set title 'KotlinWriteBenchmark latency percentiles on container-overlay-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-container-overlay-jdk17.svg'
replot
unset output
