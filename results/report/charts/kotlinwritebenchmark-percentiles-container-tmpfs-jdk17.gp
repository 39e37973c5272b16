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
"Min" 9.200000000000001 9.248 9.312 13.6 8.88 8.912 8.992 13.280000000000001
"P50" 9.424 9.52 9.68 14.224 9.216000000000001 9.184000000000001 9.408 13.856
"P90" 11.552 11.552 11.6 17.888 11.344 11.200000000000001 11.296 16.896
"P95" 11.776 11.776 11.872 20.096 11.616 11.504 11.568 19.104
"P99" 20.105600000000095 16.704 20.32 42.74687999999989 20.733439999999945 20.416 20.364159999999917 42.048
"P99.9" 52.58560000000103 51.968 51.14048000000045 332.37401600000265 56.62963200000068 54.444672000001184 53.19616000000201 307.8538240000196
"Max" 4067.328 3543.04 4055.04 8404.992 8060.928 4087.808 1878.016 5292.032
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
