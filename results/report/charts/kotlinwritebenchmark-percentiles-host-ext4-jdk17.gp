# iobench chart: KotlinWriteBenchmark latency percentiles on host-ext4-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-host-ext4-jdk17.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-host-ext4-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 182.272 194.048 174.08 198.144 103.168 89.34400000000001 100.48 116.224
"P50" 233.984 249.856 240.89600000000002 232.96 148.48 161.536 155.904 159.488
"P90" 323.072 340.48 326.656 323.584 184.832 215.296 211.45600000000002 219.392
"P95" 339.968 350.72 350.208 337.92 205.568 226.304 222.208 241.40800000000002
"P99" 384.1689600000009 401.2851200000011 430.8172800000012 402.432 254.208 288.35839999999854 267.52 311.808
"P99.9" 1968.4618240000532 2302.6319360000343 2668.49484800005 3017.134079999998 1371.201536000073 2335.8668799999955 1965.7728000000045 2686.353408000231
"Max" 6062.08 8347.648000000001 5595.136 7872.512 5980.16 5120 6799.360000000001 6955.008
EOD
set title 'KotlinWriteBenchmark latency percentiles on host-ext4-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-host-ext4-jdk17.svg'
replot
unset output
