# iobench chart: KotlinWriteBenchmark latency percentiles on container-ext4-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-container-ext4-jdk17.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-container-ext4-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 318.976 316.416 313.856 334.848 29.408 29.312 29.568 37.504
"P50" 410.112 412.928 396.288 435.712 75.648 71.68 73.856 92.672
"P90" 499.712 493.056 537.6 519.168 96 94.08 94.464 120.70400000000001
"P95" 539.648 523.264 579.5840000000001 545.792 105.34400000000001 102.656 102.656 131.84
"P99" 833.6179200000018 747.6326400000006 712.1510399999992 672.3993599999994 132.608 134.144 131.84 177.04703999999913
"P99.9" 6268.043264000118 4760.453120000064 4728.160256000043 3864.8709120000603 2648.4899840007424 2318.39334400022 2497.6752640006544 3137.0649600001575
"Max" 12009.472 8601.6 10567.68 7913.472 7176.192 5201.92 8241.152 6463.488
EOD
set title 'KotlinWriteBenchmark latency percentiles on container-ext4-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-container-ext4-jdk17.svg'
replot
unset output
