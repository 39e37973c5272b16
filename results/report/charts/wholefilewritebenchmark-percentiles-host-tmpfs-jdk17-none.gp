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
set terminal pngcairo noenhanced size 1000,700 font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-none.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 5.928 3.136 13.616 6.008 3.496 13.312000000000001 6.736 3.696 15.872
"P50" 6.48 3.544 16.128 6.776 4.208 18.304000000000002 8.352 4.6080000000000005 19.776
"P90" 8.024000000000001 4.808 22.56 9.856 4.952 24.384 9.44 8.168000000000001 23.424
"P95" 9.36 6.114 28.96 11.341600000000005 6.302399999999994 30.964799999999986 12.08 9.891200000000012 27.424
"P99" 23.920639999999896 17.473599999999976 73.18016000000016 25.829440000000005 18.004479999999983 67.13087999999989 24.185920000000042 21.268479999999983 43.959040000000044
"P99.9" 4065.95174400001 358.1055999999782 4134.920191999998 141.86598399993218 87.65542400002084 486.4194560000021 53.63916800000146 54.857728000002915 378.2072320000008
"Max" 9453.568 5988.352 13877.248 7987.2 6422.528 9109.504 7364.608 5013.504 1691.6480000000001
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=NONE\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-none.svg"
replot
unset output
