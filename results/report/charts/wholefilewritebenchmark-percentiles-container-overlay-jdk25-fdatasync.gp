# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk25-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk25-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 198.4 73.34400000000001 397.824 186.624 79.872 392.192 195.584 109.568 420.35200000000003
"P50" 238.848 113.664 455.68 254.208 108.288 450.048 245.50400000000002 144.64000000000001 514.5600000000001
"P90" 278.016 157.696 588.8000000000001 353.79200000000003 152.832 516.096 301.056 183.552 585.7280000000001
"P95" 294.40000000000003 172.032 625.664 376.832 163.072 557.056 321.536 206.08 635.904
"P99" 365.056 226.12224000000023 815.104 431.616 204.3545599999996 1129.9840000000002 417.09567999999973 265.35935999999754 863.4367999999998
"P99.9" 1755.5456000000256 1996.0995840000212 4181.749760000017 2419.0976000000237 1669.3862400000096 4449.484799999997 3909.0872320002545 1881.5221760001184 4001.2185600000657
"Max" 6193.152 6127.616 11616.256 7340.032 6062.08 11829.248 10125.312 5529.6 5316.608
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk25-fdatasync.svg'
replot
unset output
