# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk25-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk25-fsync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 207.616 77.824 401.408 188.928 78.208 423.42400000000004 184.32 108.416 426.496
"P50" 240.64000000000001 116.48 428.544 245.76 110.336 453.12 253.184 152.064 524.288
"P90" 284.672 156.416 489.47200000000004 310.272 154.88 522.7008000000001 336.896 185.088 683.008
"P95" 303.616 172.288 520.7040000000001 357.88800000000003 163.84 566.7327999999999 386.56 198.4 750.592
"P99" 371.0361600000001 235.53024000000025 653.312 428.032 211.77856000000054 933.0892800000022 554.9875199999996 250.66240000000036 1406.1977600000018
"P99.9" 1771.126784000054 2068.0540160005094 2318.3360000000002 3889.5288320000172 2545.7991680004448 3654.8976640001533 3938.263040000014 2424.1971200000194 5163.286528000012
"Max" 6381.568 7970.816 4108.2880000000005 9043.968 11452.416000000001 5128.192 8486.912 6569.984 7454.72
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk25-fsync.svg'
replot
unset output
