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
set terminal pngcairo noenhanced size 1000,700 font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk17-fsync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 363.008 130.68800000000002 736.256 304.128 127.744 697.344 344.064 160 790.528
"P50" 450.048 153.856 907.264 454.4 174.848 1002.496 444.928 222.976 1089.536
"P90" 503.91040000000004 191.43680000000003 1205.0431999999998 551.424 239.0016 1439.7440000000001 539.5456 273.92 1461.0431999999998
"P95" 536.576 213.55519999999996 1670.5536000000013 584.192 264.704 1725.6447999999993 586.6496000000002 297.1392000000001 1666.048
"P99" 855.1628799999985 276.3571200000001 5397.217280000005 917.1455999999995 325.01759999999973 3475.128319999997 692.6745599999987 399.0220800000003 2352.701440000013
"P99.9" 4620.2880000000005 2024.0793600000143 7094.272 5537.792 3842.4412160001903 4857.856 2953.216 3701.166080000391 4923.392
"Max" 4620.2880000000005 11501.568000000001 7094.272 5537.792 5439.488 4857.856 2953.216 4997.12 4923.392
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FSYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk17-fsync.svg"
replot
unset output
