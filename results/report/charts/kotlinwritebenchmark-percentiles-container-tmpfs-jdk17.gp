# iobench chart: KotlinWriteBenchmark latency percentiles on container-tmpfs-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-container-tmpfs-jdk17.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-container-tmpfs-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 9.232 9.248 9.328 13.6 8.912 8.912 9.008000000000001 13.264000000000001
"P50" 9.424 9.568 9.68 14.288 9.120000000000001 9.216000000000001 9.392 14.08
"P90" 11.552 11.584 11.616 17.536 11.232000000000001 11.456 11.104000000000001 17.376
"P95" 11.808 11.824 11.888 19.648 11.456 12.288 11.568 20.064
"P99" 21.53535999999987 20.805120000000112 24.258560000000056 40.672 19.616639999999897 20.950719999999972 19.328 40.128
"P99.9" 52.69113600000041 45.0826240000003 64.4188160000015 487.47520000000304 48.364928000000305 63.23737600000202 53.30739199999999 438.6406399999857
"Max" 4067.328 1517.568 6242.304 3899.3920000000003 1806.336 4120.576 4964.352 2260.992
EOD
set title 'KotlinWriteBenchmark latency percentiles on container-tmpfs-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-container-tmpfs-jdk17.svg'
replot
unset output
