# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk17-fdatasync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk17-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 384 130.94400000000002 622.592 367.616 138.496 623.616 354.81600000000003 173.312 694.272
"P50" 454.144 153.856 851.9680000000001 489.47200000000004 184.32 821.248 499.712 231.168 965.6320000000001
"P90" 533.1968 193.792 989.5935999999999 585.4208000000001 254.72 902.144 591.2575999999999 282.112 1122.0992
"P95" 574.1568000000001 212.96640000000005 1118.0032000000015 643.9424 284.16 972.5952 622.592 295.936 1317.376
"P99" 1059.8195199999986 260.2649600000002 5331.68128 1897.041920000003 388.0345600000005 1841.9302399999792 781.1072000000023 333.90080000000006 3735.3881599999954
"P99.9" 4530.176 973.0703360000048 10190.848 4669.4400000000005 2989.236224000151 6774.784000000001 8519.68 1818.1529600000622 4734.976
"Max" 4530.176 2306.0480000000002 10190.848 4669.4400000000005 3997.696 6774.784000000001 8519.68 2600.96 4734.976
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=FDATASYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk17-fdatasync.svg"
replot
unset output
