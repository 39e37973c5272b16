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
"Min" 175.616 172.8 176.38400000000001 221.696 99.712 91.776 103.68 118.4
"P50" 234.752 251.904 259.584 264.192 142.592 141.312 146.43200000000002 148.224
"P90" 297.472 322.56 334.336 338.432 607.1295999999996 164.608 170.24 185.6
"P95" 328.192 360.6015999999996 1112.4736000000053 1239.347200000001 2046.8736000000015 178.43200000000002 180.224 214.272
"P99" 811.8681599999965 2594.0787199999986 4454.809599999994 5015.306239999994 4014.08 1036.5644800000118 212.34943999999996 3603.333120000005
"P99.9" 5163.761664000004 6207.741952000052 7920.2877440000175 8379.023360000283 7376.134144000024 4169.322496000007 2418.483200000256 5902.106624000013
"Max" 20054.016 16678.912 9715.712 18284.544 39649.28 10092.544 4636.6720000000005 68026.368
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
