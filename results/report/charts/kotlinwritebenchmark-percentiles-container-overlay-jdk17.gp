# iobench chart: KotlinWriteBenchmark latency percentiles on container-overlay-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-container-overlay-jdk17.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-container-overlay-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 195.328 194.56 203.52 217.088 109.44 102.016 103.296 126.592
"P50" 256.25600000000003 238.08 239.36 254.208 155.136 140.288 154.112 169.984
"P90" 329.728 289.79200000000003 333.312 317.952 214.784 191.488 209.66400000000002 199.168
"P95" 360.96 316.416 354.81600000000003 340.48 225.28 210.43200000000002 220.416 214.016
"P99" 417.28000000000003 371.712 401.408 406.016 269.3939199999999 248.32511999999917 255.14495999999997 265.728
"P99.9" 2314.5308160000595 3424.509951999873 3007.5576320006253 2164.695040000081 1876.5905920000673 2005.0083840000034 2310.103040000022 1850.7202560000121
"Max" 6537.216 8208.384 9322.496000000001 7307.264 7684.0960000000005 6848.512 7610.368 11862.016
EOD
set title 'KotlinWriteBenchmark latency percentiles on container-overlay-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-container-overlay-jdk17.svg'
replot
unset output
