# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk17-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-fsync.png'
$data << EOD
"percentile" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)"
"Min" 184.832 71.936 396.8
"P50" 239.872 99.2 443.392
"P90" 292.86400000000003 117.888 538.624
"P95" 327.168 132.352 573.44
"P99" 431.104 164.864 661.5961600000002
"P99.9" 3235.6925440002087 509.85420799996706 3395.5840000000003
"Max" 7118.848 5799.936 7864.32
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-fsync.svg'
replot
unset output
