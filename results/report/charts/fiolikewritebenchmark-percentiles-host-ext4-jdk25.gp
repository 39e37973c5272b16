# iobench chart: FioLikeWriteBenchmark latency percentiles on host-ext4-jdk25
# re-render: gnuplot fiolikewritebenchmark-percentiles-host-ext4-jdk25.gp (in this folder)
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
set output 'fiolikewritebenchmark-percentiles-host-ext4-jdk25.png'
$data << EOD
"percentile" "inPlaceForce"
"Min" 57.472
"P50" 83.456
"P90" 107.008
"P95" 120.06400000000001
"P99" 151.04
"P99.9" 379.87532800000906
"Max" 4833.28
EOD
set title 'FioLikeWriteBenchmark latency percentiles on host-ext4-jdk25'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:2] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'fiolikewritebenchmark-percentiles-host-ext4-jdk25.svg'
replot
unset output
