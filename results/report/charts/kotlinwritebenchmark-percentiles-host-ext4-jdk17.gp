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
"Min" 186.112 170.752 173.824 206.848 103.168 99.2 97.408 114.944
"P50" 228.096 222.208 229.888 220.416 142.848 146.17600000000002 144.38400000000001 147.45600000000002
"P90" 287.232 267.264 279.552 267.264 168.448 184.832 176.64000000000001 193.792
"P95" 314.368 293.88800000000003 304.99840000000034 315.264 184.064 199.68 195.328 213.248
"P99" 355.84000000000003 356.86400000000003 358.6764800000005 356.3263999999999 221.952 229.888 231.68 261.54496
"P99.9" 1038.8275200000107 1571.4959360000194 1612.0299519999921 2065.203200000286 1174.9703680000903 1401.8048000002505 2042.2164480000733 1669.10771200002
"Max" 8290.304 7790.592000000001 44236.8 5332.992 5505.024 5595.136 182190.08000000002 3645.44
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
