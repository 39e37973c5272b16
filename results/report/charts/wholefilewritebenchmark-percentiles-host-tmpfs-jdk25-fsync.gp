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
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 7.68 3.7840000000000003 16.768 10.08 6.272 18.56 9.248 4.64 19.456
"P50" 8.088000000000001 3.996 18.464 10.784 7.328 22.240000000000002 9.52 4.824 20.544
"P90" 9.200000000000001 6.224 24.576 12.896 9.872 30.080000000000002 11.456 5.928 23.84
"P95" 10.448 6.5680000000000005 27.52 13.376 10.992 33.728 12.064 6.656000000000001 28.608
"P99" 25.344 12.674559999999591 81.7689600000009 30.369600000000094 17.504 70.81472000000068 26.533120000000114 11.461280000000027 84.15744000000042
"P99.9" 4071.424 4055.04 4763.4759680011875 4070.215680000007 796.5736960010529 755.273728000015 880.5867520000189 82.26918400001526 4458.479616000057
"Max" 19857.408 18481.152000000002 14221.312 8749.056 18055.168 11419.648000000001 11812.864 13025.28 35717.12
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-fsync.svg'
replot
unset output
