# iobench chart: KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk25
# re-render: gnuplot kotlinwritebenchmark-percentiles-host-tmpfs-jdk25.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk25.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 8.592 8.608 8.688 12.896 8.272 8.304 8.432 12.496
"P50" 8.848 8.928 9.200000000000001 15.264000000000001 8.528 8.624 10.56 14.16
"P90" 10.976 11.232000000000001 11.328 19.008 10.752 10.96 11.056000000000001 19.04
"P95" 11.184000000000001 11.424 11.68 19.936 11.008000000000001 11.120000000000001 11.312 22.88
"P99" 16.38880000000028 26.289600000000096 23.424 35.2 13.796800000000047 20.536320000000067 22.72 37.327999999999534
"P99.9" 45.66431999999983 53.63232000000123 56.52659200000297 248.43059200002253 45.13215999999922 50.17292800000916 54.23795199999958 272.896
"Max" 4079.616 4083.712 4661.2480000000005 4112.384 8896.512 5324.8 4001.792 5472.256
EOD
set title 'KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk25'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk25.svg'
replot
unset output
