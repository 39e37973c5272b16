# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk25-none.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk25-none.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 151.04 4.704 204.544 160 4.808 198.4 154.624 6.408 211.96800000000002
"P50" 181.76 6.448 242.43200000000002 195.84 6.296 243.45600000000002 167.424 7.792 232.96
"P90" 247.68 11.168000000000001 276.3776 253.74720000000002 7.784 283.136 191.488 8.448 262.656
"P95" 272.384 13.088000000000001 313.856 264.704 9.232 315.392 204.288 8.992 279.552
"P99" 2074.7264000000127 24.002560000000056 925.3273599999808 332.34943999999996 20.122880000000006 607.1705599999993 238.592 20.128640000000015 369.84831999999994
"P99.9" 5182.382080000009 104.41216000000202 4147.2327680000235 3886.6780160000176 54.49625600000436 3686.9160960001386 1920.2539520000294 49.90310400000494 2629.8613759999525
"Max" 5300.224 11714.56 4194.304 4227.072 5095.424 4792.32 5398.528 6184.96 3891.2000000000003
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=NONE\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk25-none.svg"
replot
unset output
