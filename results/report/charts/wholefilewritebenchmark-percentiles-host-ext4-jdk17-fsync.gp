# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk17-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk17-fsync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 323.072 113.792 620.544 328.192 118.144 548.864 312.32 149.504 611.328
"P50" 413.696 152.064 722.944 442.11199999999997 157.184 625.664 403.456 188.672 904.704
"P90" 476.16 183.93599999999998 840.3968 524.288 201.16480000000004 774.144 464.4352 256 1200.5375999999999
"P95" 507.392 210.68800000000002 940.4928 547.84 225.536 852.1727999999999 498.2016 284.672 1522.8928000000008
"P99" 754.688 271.36 2338.2835199999954 1485.3119999999951 308.92031999999983 1442.3654400000014 959.426559999999 343.22431999999986 4004.4544000000387
"P99.9" 6348.8 3148.3904000001735 8912.896 6160.384 5104.926720000119 7053.312 6905.856 4617.84678399997 8437.76
"Max" 6348.8 4415.488 8912.896 6160.384 5824.512 7053.312 6905.856 9502.72 8437.76
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FSYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk17-fsync.svg"
replot
unset output
