# iobench chart: KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 8.704 8.688 8.88 13.072000000000001 8.24 8.464 8.56 12.784
"P50" 8.944 9.024000000000001 9.296 17.344 8.624 8.72 9.168000000000001 16.64
"P90" 9.264 10.96 11.264 34.496 8.912 10.768 11.136000000000001 33.92
"P95" 10.928 11.264 11.456 45.056 10.544 10.96 11.312 44.608000000000004
"P99" 17.093759999999776 23.904 23.139200000000187 52.352000000000004 13.488 14.36159999999986 19.584 49.92
"P99.9" 55.1714560000021 72.83673600000144 65.21920000000019 272.896 58.30022400000133 47.717888000000265 56.15756799999997 290.07769600002473
"Max" 8060.928 7184.384 7651.328 4235.264 4259.84 1980.416 3317.76 6742.0160000000005
EOD
set title 'KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.svg'
replot
unset output
