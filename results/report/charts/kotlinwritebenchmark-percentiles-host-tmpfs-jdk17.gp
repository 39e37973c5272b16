# iobench chart: KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 8.672 8.672 8.912 13.152000000000001 8.368 8.432 8.608 12.864
"P50" 8.928 9.056000000000001 9.376 17.024 8.688 8.752 9.056000000000001 16.96
"P90" 9.28 11.232000000000001 11.408 20.16 9.872 10.88 11.056000000000001 20.448
"P95" 10.896 12.224 11.792 23.328 11.024000000000001 11.408 11.456 24
"P99" 15.696 30.976 25.888 53.57312000000011 14.32 33.408 24.448 45.124480000000446
"P99.9" 63.361792000006886 103.76499200000242 65.46336000000034 255.08659200000764 48.89376000000071 97.792 69.00211199999974 250.80499200000241
"Max" 6430.72 4063.232 7577.6 7380.992 8978.432 6537.216 6307.84 5537.792
EOD
set title 'KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.svg'
replot
unset output
