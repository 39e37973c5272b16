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
"Min" 183.552 191.488 195.072 213.76 100.224 101.888 100.992 116.608
"P50" 239.616 240.64000000000001 237.312 257.024 147.20000000000002 155.136 148.224 165.376
"P90" 316.416 335.872 302.18240000000037 330.752 191.744 217.6 185.088 223.232
"P95" 339.456 370.688 321.536 364.032 216.064 240.12800000000001 202.752 243.96800000000002
"P99" 446.94527999999934 466.944 389.09951999999953 449.024 292.38783999999987 302.1209600000009 245.01248000000047 322.048
"P99.9" 2264.2401280000363 2166.517760000363 1433.8703359999993 3448.8934399997443 1519.8167040000408 1708.081152000256 1397.2602880000027 3182.9565440005067
"Max" 7995.392 9388.032000000001 4284.416 10059.776 5365.76 5144.576 3706.88 10387.456
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
