# iobench chart: WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fsync.png'
$data << EOD
"percentile" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)"
"Min" 7.696 3.8040000000000003 17.024
"P50" 7.92 3.956 17.92
"P90" 9.984 6.32 20.416
"P95" 10.24 6.5200000000000005 22.56
"P99" 12.356 9.152000000000001 55.86304000000004
"P99.9" 48.494400000000375 38.925439999999476 334.8920320000015
"Max" 12058.624 8060.928 4091.904
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fsync.svg'
replot
unset output
