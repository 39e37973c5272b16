# iobench chart: KotlinWriteBenchmark latency percentiles on host-ext4-jdk25
# re-render: gnuplot kotlinwritebenchmark-percentiles-host-ext4-jdk25.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-host-ext4-jdk25.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 183.296 185.088 179.20000000000002 206.08 101.248 90.88 95.36 118.656
"P50" 236.032 227.328 233.472 242.43200000000002 145.40800000000002 146.94400000000002 151.808 166.656
"P90" 283.648 282.624 308.736 326.656 179.71200000000002 185.088 201.472 218.88
"P95" 311.296 304.64 349.6191999999993 348.672 195.072 197.376 220.672 233.984
"P99" 355.32800000000003 356.35200000000003 420.35200000000003 428.032 239.104 239.41632000000033 300.032 296.96
"P99.9" 1613.719551999867 1490.944 1884.1047040000558 3221.3893120000066 1221.1793920000641 1495.3553920000643 1740.9884160000383 1227.7350400000214
"Max" 5316.608 4661.2480000000005 8830.976 13139.968 5332.992 8249.344000000001 8404.992 6569.984
EOD
set title 'KotlinWriteBenchmark latency percentiles on host-ext4-jdk25'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-host-ext4-jdk25.svg'
replot
unset output
