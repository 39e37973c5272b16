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
"Min" 192 193.28 182.272 197.632 99.2 92.416 104.06400000000001 116.864
"P50" 233.728 233.216 223.744 232.96 148.224 142.848 149.76 154.112
"P90" 291.32800000000003 333.312 258.3552000000002 283.34079999999983 179.96800000000002 165.632 207.36 206.848
"P95" 319.6672000000002 348.16 274.432 308.224 193.792 175.104 233.728 226.56
"P99" 375.9462400000002 391.4905599999996 340.48 391.168 241.1264000000004 217.53855999999865 299.52 272.384
"P99.9" 1788.270592000179 3396.19840000017 2207.8095360002517 2829.418495999992 1954.4985600000061 1467.170816000007 1667.2727040000782 1117.8168320000657
"Max" 6193.152 5873.664 5054.464 7757.8240000000005 7307.264 4104.192 5251.072 6209.536
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
