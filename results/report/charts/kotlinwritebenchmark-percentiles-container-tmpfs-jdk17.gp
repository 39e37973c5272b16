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
"Min" 9.168000000000001 9.232 9.296 13.6 8.336 8.88 9.024000000000001 13.328
"P50" 9.44 9.536 9.728 14.384 9.072000000000001 9.184000000000001 9.424 14.016
"P90" 11.632 11.648 11.696 19.232 11.248000000000001 11.232000000000001 11.456 18.240000000000002
"P95" 11.888 11.936 12.032 20.736 11.536 11.6 11.808 19.712
"P99" 25.350400000000374 24.619519999999554 25.856 50.56895999999996 27.26271999999974 21.193600000000096 22.336000000000002 48.49279999999981
"P99.9" 61.098560000001456 64.91635200000088 60.39782400000282 387.8615040000044 61.25081600000244 62.45952000000002 64.61440000000131 447.9180800000429
"Max" 5226.496 4071.424 4947.968 4124.6720000000005 4075.52 5677.0560000000005 4079.616 8093.696
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
