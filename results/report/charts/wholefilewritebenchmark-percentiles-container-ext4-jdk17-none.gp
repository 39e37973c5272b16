# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk17-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk17-none.png'
$data << EOD
"percentile" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)"
"Min" 27.2 4.4 43.84
"P50" 58.816 4.5360000000000005 58.56
"P90" 94.976 4.8 76.416
"P95" 104.70400000000001 6.848 87.936
"P99" 129.536 9.584 153.56928000000119
"P99.9" 3496.706047999978 46.60979200000036 2662.2525440001486
"Max" 6045.696 6537.216 9994.24
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk17-none.svg'
replot
unset output
