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
"Min" 192 184.576 175.616 196.608 97.536 101.248 102.4 114.432
"P50" 231.168 236.8 235.264 234.752 145.92000000000002 145.66400000000002 146.68800000000002 159.744
"P90" 271.36 279.552 288.76800000000003 288.76800000000003 172.8 172.288 178.68800000000002 193.792
"P95" 285.184 296.96 315.904 317.44 188.416 183.552 189.44 207.616
"P99" 338.9286400000006 350.72 372.1779199999999 382.464 223.83359999999962 222.1055999999996 224.256 252.83840000000038
"P99.9" 1555.5932160000355 1671.385088000007 2273.0588160000448 1862.860800000012 934.3385599999428 1264.3532799999714 1510.322175999999 1053.726720000148
"Max" 10256.384 9109.504 6643.712 8265.728000000001 4210.688 4210.688 8470.528 6184.96
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
