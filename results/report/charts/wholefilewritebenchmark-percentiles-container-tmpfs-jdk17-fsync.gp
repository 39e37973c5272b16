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
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 8.224 4.336 18.432000000000002 11.232000000000001 7.36 21.792 9.984 5.32 20.608
"P50" 8.848 4.5600000000000005 20 11.696 8.4 24.224 10.16 5.488 22.72
"P90" 9.92 6.864 22.272000000000002 13.952 10.48 27.04 10.304 5.856 24.992
"P95" 11.024000000000001 7.5280000000000005 24.384 14.672 11.232000000000001 30.752 10.512 6.384 29.312
"P99" 25.408 17.103360000000336 93.13536000000033 34.752 26.33535999999987 94.464 27.464959999999497 11.458560000000055 177.92000000000374
"P99.9" 4074.971136000037 4034.56 6097.829888000965 1241.4115840002596 4087.808 5583.405056000173 2153.611264000356 1710.211071999073 5676.236800000132
"Max" 96075.776 17203.2 68026.368 9633.792 69599.232 53870.592000000004 13058.048 49020.928 32210.944
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fsync.svg'
replot
unset output
