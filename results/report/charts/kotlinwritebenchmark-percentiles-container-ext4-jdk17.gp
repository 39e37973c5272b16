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
"Min" 314.88 308.736 317.44 325.12 29.472 30.176000000000002 29.792 36.224000000000004
"P50" 392.192 398.336 411.648 399.872 72.96000000000001 76.672 75.008 88.70400000000001
"P90" 459.264 467.6607999999998 545.792 477.184 96 98.048 95.744 110.336
"P95" 484.35200000000003 499.712 660.48 504.832 104.57600000000001 107.776 102.656 118.016
"P99" 603.7503999999966 612.5567999999998 757.76 631.1526400000006 131.84 135.81056000000052 125.568 150.784
"P99.9" 5049.155583999916 5165.416448000133 4601.593855999977 4432.003072000146 3051.52 2273.361919999957 2398.052352000028 2797.5802880000474
"Max" 12271.616 8765.44 8912.896 9912.32 9338.880000000001 5873.664 7561.216 6062.08
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
