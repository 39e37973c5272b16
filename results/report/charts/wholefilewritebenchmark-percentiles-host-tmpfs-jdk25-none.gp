# iobench chart: WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-none.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 7.056 3.444 14 6.944 3.464 13.488 8.992 4.384 16.272000000000002
"P50" 7.76 3.624 14.96 7.5840000000000005 3.632 14.832 9.216000000000001 4.5440000000000005 16.864
"P90" 9.856 4.952 17.632 9.888 6.024 18.56 10.08 4.672 19.424
"P95" 10.656 6.088 18.848 10.144 6.4 20.48 11.664 5.944 20.832
"P99" 29.969919999999927 11.56976000000001 61.240959999999966 16.590080000000075 12.976 54.01088000000082 17.708799999999815 9.6 41.024
"P99.9" 4095.819776000023 4059.136 4431.421439999938 66.88281600000151 1754.3577600001097 4285.202432000041 82.82623999999836 54.10406399999931 534.7471360000075
"Max" 21463.04 48037.888 19365.888 8069.12 50266.112 16646.144 26542.08 14139.392 7593.984
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk25, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk25-none.svg'
replot
unset output
