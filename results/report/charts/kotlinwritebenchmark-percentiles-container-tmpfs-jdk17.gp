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
"Min" 9.216000000000001 9.264 9.328 13.376 8.88 8.912 9.008000000000001 13.056000000000001
"P50" 9.44 9.568 9.664 14.208 9.136000000000001 9.184000000000001 9.344 13.888
"P90" 11.504 11.632 11.264 16.080000000000002 11.376 11.168000000000001 10.288 15.408
"P95" 11.696 11.856 11.84 19.296 12.08 11.456 11.472 17.184
"P99" 18.60735999999987 16.71552000000002 21.577599999999862 43.235199999999956 19.503999999999998 19.776 18.800639999999664 38.992639999999895
"P99.9" 48.12313600000041 45.16070400000037 48.896 301.42976000000533 54.85760000000056 42.929664000000805 42.88 354.2138880000115
"Max" 4063.232 7127.04 6053.888 8568.832 6979.584 4059.136 5251.072 4145.152
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
