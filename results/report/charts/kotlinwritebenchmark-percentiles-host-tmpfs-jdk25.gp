# iobench chart: KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk25
# re-render: gnuplot kotlinwritebenchmark-percentiles-host-tmpfs-jdk25.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk25.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 8.592 8.624 8.48 12.896 8.288 8.352 8.4 12.528
"P50" 8.8 8.944 10.832 15.32 8.496 8.752 9.120000000000001 14.224
"P90" 10.896 11.072000000000001 11.376 19.264 10.624 10.912 10.992 18.816
"P95" 11.136000000000001 11.232000000000001 12.112 21.248 10.864 11.168000000000001 11.344 20.256
"P99" 14.70176000000001 17.935360000000106 22.464000000000002 39.2876799999997 15.435200000000187 18.304000000000002 20.64 39.232
"P99.9" 42.699008000001314 43.647488000001765 55.36 237.46790399999918 47.652480000000445 44.709504000000194 56.882304000001405 231.58374400000275
"Max" 5316.608 2826.2400000000002 8069.12 4685.8240000000005 3084.288 1513.472 8060.928 4292.608
EOD
set title 'KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk25'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk25.svg'
replot
unset output
