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
"Min" 168.448 178.68800000000002 185.856 209.66400000000002 102.144 105.08800000000001 95.104 106.49600000000001
"P50" 221.952 224.512 229.12 222.208 151.04 150.016 150.272 149.76
"P90" 279.04 255.232 272.384 258.50880000000006 201.472 173.056 189.184 207.616
"P95" 305.664 269.824 295.8335999999996 279.552 210.43200000000002 188.096 200.96 219.1743999999999
"P99" 355.32800000000003 337.92 365.056 343.552 277.76512000000014 226.0863999999999 233.216 254.42047999999997
"P99.9" 1918.1056000001208 1158.3365120000021 1917.79635200008 2235.7524480001775 2064.386048000097 870.6355200000219 1399.85715200001 1856.6123520001136
"Max" 5496.832 6201.344 9781.248 4898.816 6299.648 3862.5280000000002 9715.712 6356.992
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
