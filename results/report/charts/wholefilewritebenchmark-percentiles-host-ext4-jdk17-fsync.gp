# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk17-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-fsync.png'
$data << EOD
"percentile" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)"
"Min" 176.64000000000001 66.048 351.232
"P50" 228.096 94.848 400.896
"P90" 288.76800000000003 130.56 478.208
"P95" 1021.1328000000045 141.056 527.36
"P99" 5620.367360000015 232.40191999999993 633.4668799999989
"P99.9" 8028.16 3997.696 2887.241728000015
"Max" 18120.704 11681.792 7847.936000000001
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:4] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-fsync.svg'
replot
unset output
