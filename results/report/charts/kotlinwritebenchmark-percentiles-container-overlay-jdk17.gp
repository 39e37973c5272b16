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
"Min" 194.304 199.936 178.17600000000002 198.912 109.952 108.544 101.632 125.056
"P50" 251.904 233.984 247.04 251.648 151.04 148.224 153.088 168.704
"P90" 292.35200000000003 294.40000000000003 331.264 310.272 196.096 183.296 191.488 212.22400000000002
"P95" 312.32 334.336 347.136 333.312 211.96800000000002 198.912 210.17600000000002 230.4
"P99" 378.88 370.176 382.976 408.2944000000004 255.32672000000068 242.43200000000002 254.976 285.184
"P99.9" 2895.9375360004005 2625.978368000001 1992.69376000005 2799.861760000229 2225.6435200001597 1702.7317759999933 2240.9297920003537 2418.769920000076
"Max" 5332.992 5578.752 5283.84 10960.896 5070.848 7913.472 7380.992 7348.224
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
