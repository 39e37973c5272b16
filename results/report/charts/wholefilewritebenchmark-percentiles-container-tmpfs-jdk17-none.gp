# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-none.png'
$data << EOD
"percentile" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "bufferedWriter (writeMode=TRUNCATE)" "bufferedWriter (writeMode=IN_PLACE)" "bufferedWriter (writeMode=RENAME)"
"Min" 7.872 4.016 15.024000000000001 10.192 6.304 17.376
"P50" 8.048 4.12 15.536 10.976 7.08 18.72
"P90" 10.272 4.416 17.696 14.096 9.553599999999976 22.080000000000002
"P95" 10.592 6.424 18.496 21.152 17.12 27.744
"P99" 22.961919999999925 8.88 40.958720000000206 36.544000000000004 24.384 52.224000000000004
"P99.9" 75.88377600002009 47.59091200000048 404.992 1257.1729920000137 225.3015040000081 551.6738559998945
"Max" 5365.76 4071.424 4579.328 8552.448 8110.08 5185.536
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:7] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-none.svg'
replot
unset output
