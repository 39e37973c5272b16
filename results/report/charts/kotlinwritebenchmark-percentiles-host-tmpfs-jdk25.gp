# iobench chart: KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk25
# re-render: gnuplot kotlinwritebenchmark-percentiles-host-tmpfs-jdk25.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk25.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 8.592 8.592 8.672 13.056000000000001 8.272 8.032 8.384 12.784
"P50" 8.832 8.928 10.816 17.152 8.512 8.608 9.088000000000001 16.384
"P90" 11.104000000000001 11.168000000000001 11.44 19.84 10.688 10.928 11.152000000000001 19.584
"P95" 11.52 11.344 11.792 21.472 10.976 11.152000000000001 11.527200000000185 21.728
"P99" 20.928 20.768 27.784 44.83200000000001 17.41055999999866 17.696 22.592 45.73504000000003
"P99.9" 66.20723200000263 45.89740800000028 66.512 295.936 57.387008000001316 52.12083199999854 63.12889600000158 315.8640640000105
"Max" 4808.704 4059.136 8069.12 8183.808 2310.1440000000002 4087.808 5799.936 7012.352
EOD
set title 'KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk25'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk25.svg'
replot
unset output
