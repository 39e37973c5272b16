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
"Min" 176.64000000000001 186.112 180.992 211.20000000000002 102.656 103.168 105.72800000000001 107.136
"P50" 257.28000000000003 239.36 227.584 254.208 152.576 149.504 146.68800000000002 161.024
"P90" 342.528 337.408 266.24 320.512 206.336 195.328 194.304 215.04
"P95" 361.984 360.448 288.76800000000003 340.48 220.928 207.104 211.71200000000002 227.84
"P99" 423.42400000000004 431.104 354.30400000000003 409.05727999999937 255.05280000000076 244.88703999999913 252.69248000000044 278.2617599999998
"P99.9" 2473.4515200000105 1783.2345600000024 2766.589952000052 3562.291200000048 826.0710400000886 1009.0752000003084 2341.969920000017 2171.6336640000345
"Max" 9404.416000000001 7593.984 7593.984 8814.592 5357.568 4767.744 5734.400000000001 5308.416
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
