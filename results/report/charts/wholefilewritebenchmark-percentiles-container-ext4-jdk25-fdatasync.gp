# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk25-fdatasync.gp (in this folder)
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
set terminal pngcairo noenhanced size 1000,700 font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk25-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 635.904 181.76 1112.064 510.976 191.488 1406.976 508.416 184.832 1010.688
"P50" 833.5360000000001 253.696 1243.136 648.704 248.576 1736.704 614.4 251.392 1107.968
"P90" 1374.6176 323.072 1545.8303999999998 976.5888000000001 337.408 2387.148799999999 771.8911999999999 312.21759999999995 1359.872
"P95" 1919.385600000001 358.0672 2278.6047999999987 1381.9904000000015 419.04639999999927 3106.4064 1038.336000000001 333.2608000000001 2042.368
"P99" 3491.102720000003 1618.616319999992 6494.617599999992 3664.9369600000027 2424.832 6690.242559999992 2644.9510400000013 464.92671999999976 4987.6992
"P99.9" 5324.8 10094.313472000078 7249.92 8126.464 11816.148992000553 7102.464 7479.296 5621.940224000692 7946.24
"Max" 5324.8 10305.536 7249.92 8126.464 13991.936 7102.464 7479.296 7012.352 7946.24
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=FDATASYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk25-fdatasync.svg"
replot
unset output
