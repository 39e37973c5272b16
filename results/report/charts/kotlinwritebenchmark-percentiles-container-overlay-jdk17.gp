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
"Min" 182.272 200.192 186.624 200.192 107.008 106.36800000000001 109.44 117.248
"P50" 235.264 235.264 244.48000000000002 240.89600000000002 143.104 135.68 146.94400000000002 164.608
"P90" 279.04 280.576 286.72 292.35200000000003 192.512 174.336 188.928 206.79679999999982
"P95" 298.496 304.128 306.688 313.344 208.12800000000001 190.208 204.544 228.864
"P99" 350.3257599999998 356.35200000000003 363.008 394.24 241.68448000000046 225.024 240.65791999999993 279.04
"P99.9" 1696.2990080001653 1529.794559999965 2266.6199040000292 2448.138240000084 1534.2796800001263 1714.27430400002 1816.5903360000104 1495.18745600003
"Max" 8003.584 8257.536 8093.696 5423.104 7569.408 4964.352 6742.0160000000005 6037.504
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
