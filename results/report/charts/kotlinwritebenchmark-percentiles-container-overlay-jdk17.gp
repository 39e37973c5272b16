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
"Min" 194.816 189.952 198.912 221.952 97.792 112.768 111.744 126.72
"P50" 236.288 232.448 245.50400000000002 250.112 136.448 143.616 153.856 173.824
"P90" 332.8 264.192 302.592 296.448 168.704 184.32 207.36 224
"P95" 347.648 275.968 334.336 316.416 181.8623999999999 196.352 215.552 243.20000000000002
"P99" 388.096 326.144 370.8927999999998 373.76 222.976 245.6576000000001 251.34335999999988 284.16
"P99.9" 2321.6127999998926 1490.5446400000155 2332.508159999974 1818.0259839999974 1469.8004480000734 1268.0396799998284 2145.4725120002404 1364.0540160000028
"Max" 4505.6 4055.04 4464.64 7577.6 5259.264 4210.688 5480.448 4104.192
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
