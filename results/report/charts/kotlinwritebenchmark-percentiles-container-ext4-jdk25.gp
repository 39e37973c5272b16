# iobench chart: KotlinWriteBenchmark latency percentiles on container-ext4-jdk25
# re-render: gnuplot kotlinwritebenchmark-percentiles-container-ext4-jdk25.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-container-ext4-jdk25.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 311.808 327.168 323.584 336.384 29.408 29.632 29.728 37.376
"P50" 411.136 430.592 419.84000000000003 401.92 75.008 80.896 74.624 89.98400000000001
"P90" 504.832 536.576 532.48 485.88800000000003 95.488 110.50239999999991 94.464 111.36
"P95" 548.864 576.5120000000001 568.32 524.0064 103.808 120.19200000000001 102.912 119.5776000000001
"P99" 762.7264000000023 838.5535999999978 758.4255999999978 655.5443200000003 130.17600000000002 152.07935999999938 136.24319999999926 160.768
"P99.9" 5807.185920000046 7565.459456000239 4431.982591999922 4376.354816000216 2255.183871999979 3076.255744000226 2410.9875200000406 2809.8068480000943
"Max" 8077.312 10485.76 6430.72 10043.392 9240.576000000001 7372.8 4947.968 4149.2480000000005
EOD
set title 'KotlinWriteBenchmark latency percentiles on container-ext4-jdk25'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-container-ext4-jdk25.svg'
replot
unset output
