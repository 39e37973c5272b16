# iobench chart: KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 8.64 8.464 8.896 13.264000000000001 8.040000000000001 8.168000000000001 8.272 12.88
"P50" 8.912 9.008000000000001 9.376 16.992 8.576 8.72 8.992 16.608
"P90" 9.328 11.152000000000001 11.44 19.936 8.896 10.864 11.120000000000001 19.648
"P95" 10.8 11.376 11.728 21.152 10.192 11.104000000000001 11.312 20.576
"P99" 13.088000000000001 15.120000000000001 24.526719999999973 36.864000000000004 12.70623999999999 16.48447999999998 19.893120000000113 34.048
"P99.9" 45.19244800000032 44.608000000000004 53.23174400000042 267.22303999999167 42.204287999999714 56.002688000000546 48.84044800000079 211.02131200000272
"Max" 4067.328 4059.136 3620.864 5193.728 2113.536 4042.752 5210.112 2207.744
EOD
set title 'KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.svg'
replot
unset output
