# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk17-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-none.png'
$data << EOD
"percentile" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)"
"Min" 100.224 3.744 106.11200000000001
"P50" 149.76 3.956 158.976
"P90" 186.624 5.248 189.696
"P95" 203.52 6.264 209.66400000000002
"P99" 253.46559999999963 8.788479999999982 282.9055999999978
"P99.9" 1116.7334400000573 49.883392000000924 3161.3337600001396
"Max" 4546.56 6422.528 5111.808
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-none.svg'
replot
unset output
