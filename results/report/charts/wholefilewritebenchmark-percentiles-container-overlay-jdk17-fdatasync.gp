# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk17-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-fdatasync.png'
$data << EOD
"percentile" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)"
"Min" 187.136 72.96000000000001 373.76
"P50" 238.336 100.096 437.76
"P90" 289.79200000000003 123.136 564.224
"P95" 320.512 137.472 594.944
"P99" 735.0784000000041 170.72640000000038 828.8255999999997
"P99.9" 7979.008 856.852479999952 4325.048320000083
"Max" 9125.888 13565.952000000001 11075.584
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-fdatasync.svg'
replot
unset output
