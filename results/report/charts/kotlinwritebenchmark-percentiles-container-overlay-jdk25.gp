# iobench chart: KotlinWriteBenchmark latency percentiles on container-overlay-jdk25
# re-render: gnuplot kotlinwritebenchmark-percentiles-container-overlay-jdk25.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-container-overlay-jdk25.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 184.064 192.256 200.704 203.776 99.84 114.304 112.512 125.44
"P50" 238.848 230.912 238.848 244.22400000000002 145.15200000000002 153.088 151.808 169.216
"P90" 312.832 282.112 274.944 280.064 202.496 207.872 181.76 214.528
"P95" 338.944 334.3616000000001 292.86400000000003 296.448 220.69760000000008 225.024 192.512 222.208
"P99" 375.31648000000047 369.1571200000001 349.36831999999987 351.9231999999997 242.17600000000002 272.2508799999999 235.52 261.08160000000055
"P99.9" 2433.6711680002545 1538.489344000483 2795.569152000055 1366.9580799999833 1762.316287999846 1333.6248320000172 1986.0439040001334 596.9049600000344
"Max" 5111.808 5120 4743.168 3915.7760000000003 4210.688 5734.400000000001 4857.856 3407.8720000000003
EOD
set title 'KotlinWriteBenchmark latency percentiles on container-overlay-jdk25'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-container-overlay-jdk25.svg'
replot
unset output
