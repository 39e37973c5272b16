# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fdatasync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 6.696 3.948 20.896 12.048 6.976 25.6 8.864 5.04 25.824
"P50" 8 5.744 25.92 14.256 8.928 31.936 9.488 5.336 33.216
"P90" 10.928 8.656 32.832 26.67840000000002 12.864 41.830400000000026 12.192 6.928 49.46559999999998
"P95" 13.072000000000001 11.308799999999987 44.278400000000026 31.2 16.8 53.23520000000001 15.972799999999989 8.64 58.71679999999999
"P99" 32.45439999999991 26.15935999999999 87.54816000000004 51.638400000000146 36.067839999999855 114.33471999999962 27.97823999999999 22.144000000000002 118.5766399999999
"P99.9" 134.8236799999941 2323.4805760015697 568.9784320000364 233.8296319999718 113.69267200000212 363.8681599999983 91.87353600000031 52.844544 408.7147519999952
"Max" 12091.392 5316.608 1964.0320000000002 4816.896 4182.0160000000005 4644.8640000000005 3600.384 2551.808 4059.136
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FDATASYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fdatasync.svg"
replot
unset output
