# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fsync.png'
$data << EOD
"percentile" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "bufferedWriter (writeMode=TRUNCATE)" "bufferedWriter (writeMode=IN_PLACE)" "bufferedWriter (writeMode=RENAME)"
"Min" 8.208 4.344 18.688 10.112 6.5600000000000005 21.184
"P50" 8.384 4.5040000000000004 19.712 11.456 7.416 23.232
"P90" 10.576 5.296 22.56 18.464 10.192 31.936
"P95" 10.832 6.864 25.376 21.344 17.28 36.480000000000004
"P99" 15.499519999999553 9.632 52.928000000000004 49.088 24.096 81.43360000000149
"P99.9" 58.10790400000103 41.408 364.0576000000052 251.7135360001903 132.19942400003598 586.5594880000054
"Max" 4100.0960000000005 5890.048 2199.552 6266.88 5136.384 5300.224
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:7] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fsync.svg'
replot
unset output
