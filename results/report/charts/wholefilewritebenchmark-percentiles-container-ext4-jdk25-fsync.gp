# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk25-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk25-fsync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 293.37600000000003 120.19200000000001 606.208 321.024 112.64 610.304 329.216 275.968 636.928
"P50" 455.168 201.472 764.928 442.368 210.43200000000002 781.312 423.93600000000004 365.568 825.856
"P90" 573.44 280.064 945.152 547.84 317.44 995.328 563.2 465.408 992.256
"P95" 641.024 389.12 1049.3952000000002 594.944 453.9647999999998 1193.8815999999995 602.88 514.4064 1134.0800000000002
"P99" 1967.6979200000073 626.6060799999982 3029.7292799999937 2131.025920000002 1894.2566400000007 3389.4809599999953 1330.5856000000015 753.397760000011 2539.3152
"P99.9" 7419.2896000000765 4897.636352000296 8926.527488000022 6398.681088000045 8006.631424000025 9126.281216000081 5584.199680000193 8096.186368000031 8644.77183999987
"Max" 15024.128 11976.704 13041.664 7897.088 31391.744000000002 15564.800000000001 14254.08 65077.248 10141.696
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk25-fsync.svg'
replot
unset output
