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
"Min" 317.44 316.928 322.048 329.216 29.504 29.664 30.144000000000002 36.352000000000004
"P50" 400.384 400.896 415.232 405.504 73.21600000000001 73.984 78.464 95.104
"P90" 479.744 489.98400000000004 503.296 513.024 93.44 96.512 105.98400000000001 125.184
"P95" 509.952 529.408 536.576 563.2 103.20640000000039 106.24000000000001 116.096 136.704
"P99" 617.8201600000001 710.8095999999978 852.6848000000027 822.9171200000029 131.584 133.376 151.552 180.48
"P99.9" 4608.868352000297 5526.798335999847 5399.1833600000145 5427.093504000172 2586.959872000754 2735.6446720005274 3144.089600000024 3232.464895999998
"Max" 8503.296 16662.528000000002 9748.48 10780.672 7733.2480000000005 7495.68 7815.168000000001 6012.928
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
