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
"Min" 8.368 8.72 8.88 13.184000000000001 8.384 8.4 8.368 12.944
"P50" 8.96 9.024000000000001 9.456 17.152 8.624 8.784 8.992 16.832
"P90" 9.424 11.072000000000001 11.424 20.32 9.120000000000001 10.912 11.024000000000001 19.84
"P95" 10.592 11.328 11.664 21.184 10.768 11.184000000000001 11.200000000000001 20.864
"P99" 14.08 21.58559999999986 24.851199999999952 39.488 14.388 14.592959999999962 20.350080000000077 39.104
"P99.9" 55.208192000000274 50.4153599999994 54.68928000000026 299.88608000001307 61.92800000000093 46.74675200000079 53.83526400000229 310.3692800000161
"Max" 5316.608 15187.968 4997.12 4128.768 3153.92 1271.808 4063.232 5750.784000000001
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
