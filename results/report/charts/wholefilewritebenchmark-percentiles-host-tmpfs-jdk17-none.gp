# iobench chart: WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-none.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 7.208 3.472 14.16 7.44 3.524 13.712 9.072000000000001 4.464 16.448
"P50" 7.744 4.024 15.328000000000001 8.24 3.716 15.392 9.312 4.68 16.96
"P90" 8.752 4.912 18.272000000000002 9.120000000000001 4.776 18.336000000000002 9.696 5.032 18.88
"P95" 10.624 5.848 22.272000000000002 10.896 6.024 22.72 11.712 5.952 20
"P99" 27.798400000000374 14.672 74.66879999999888 31.713920000000392 10.459520000000019 60.385279999999334 28.67328000000026 17.92 43.52
"P99.9" 4151.848959999978 4080.1607680000066 8194.5804799999 8104.361983999967 4071.3093120000362 8928.346112001658 4087.808 4050.944 2605.5557120015624
"Max" 24084.48 28114.944 33193.984000000004 115343.36 122290.176 37421.056000000004 22544.384000000002 50593.792 8437.76
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-none.svg'
replot
unset output
