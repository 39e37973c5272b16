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
"Min" 8.56 8.608 8.736 13.088000000000001 8.288 8.288 8.208 12.784
"P50" 8.8 8.928 10.816 16 8.496 8.64 10.496 15.68
"P90" 10.976 11.136000000000001 11.424 19.264 10.624 10.944 11.056000000000001 19.529600000000094
"P95" 11.232000000000001 11.344 11.808 20.448 10.896 11.296 11.44 22.112000000000002
"P99" 14.998239999999875 19.84 27.859200000000186 40.576 16.888959999999962 20.281600000000093 25.824 46.144
"P99.9" 51.77849599999981 48.23750400000019 61.886720000005326 309.7722880000472 44.74099200000055 61.952 64.52153600000031 348.2480640000105
"Max" 2715.648 4075.52 11649.024 4071.424 2297.856 4075.52 9043.968 3190.784
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
