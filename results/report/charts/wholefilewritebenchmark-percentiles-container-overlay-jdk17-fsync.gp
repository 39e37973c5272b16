# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk17-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-fsync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 188.16 77.184 403.968 195.072 81.152 388.096 212.99200000000002 108.672 392.192
"P50" 256.512 111.36 494.592 268.288 112.512 473.6 266.752 169.472 517.6320000000001
"P90" 316.928 137.728 607.232 325.12 148.992 575.488 323.12320000000017 239.872 684.6464000000004
"P95" 338.944 152.576 651.264 356.86400000000003 169.472 610.6624000000004 346.112 257.024 748.544
"P99" 417.79200000000003 191.4956799999997 1363.4559999999983 435.25119999999924 218.88 948.4902399999946 423.63391999999993 310.528 1365.3606400000026
"P99.9" 3649.9046400007605 1548.410880000055 4819.271679999947 3190.8864000000135 2173.562879999921 4884.340736000165 3152.650240000397 2287.4112000000778 3977.691136000022
"Max" 8798.208 7077.888 7987.2 7274.496 4685.8240000000005 9158.656 4775.936 13565.952000000001 4710.400000000001
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-fsync.svg'
replot
unset output
