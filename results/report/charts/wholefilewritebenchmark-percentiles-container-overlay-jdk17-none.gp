# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk17-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-none.png'
$data << EOD
"percentile" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)"
"Min" 101.632 6.736 140.8
"P50" 161.792 6.944 183.552
"P90" 199.68 9.104000000000001 209.66400000000002
"P95" 214.784 9.44 227.072
"P99" 261.08159999999964 12.304 330.5779200000018
"P99.9" 2867.2000000000003 51.891840000004514 3078.606847999975
"Max" 6430.72 6496.256 6201.344
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-none.svg'
replot
unset output
