# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk17-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-none.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 106.752 3.856 101.376 97.408 3.876 101.504 112.512 5.416 109.568
"P50" 163.328 4.032 178.43200000000002 207.872 4.5760000000000005 151.552 198.912 5.6160000000000005 171.52
"P90" 241.89439999999993 5.184 263.168 290.30400000000003 5.6080000000000005 197.376 298.496 6.144 222.72
"P95" 882.0224000000022 6.336 617.7792000000011 1561.3952000000031 6.5920000000000005 215.296 1204.7359999999776 7.416 249.088
"P99" 4079.616 12.696959999999963 3974.8403200000002 4612.0960000000005 16.992 295.05536000000035 4182.097920000002 13.472 1765.335039999999
"P99.9" 8500.879360000194 2536.570879999876 8039.972863999992 12208.259072000146 4071.424 3276.636160000384 11763.843072000027 1437.0897920000555 5281.5953920002285
"Max" 63897.6 29851.648 27885.568 29589.504 34406.4 5619.712 95551.488 26607.616 43515.904
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk17-none.svg'
replot
unset output
