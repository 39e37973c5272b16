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
set terminal pngcairo noenhanced size 1000,700 font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk25-none.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 110.72 6.416 126.336 112.896 6.6160000000000005 146.43200000000002 108.672 8.176 155.392
"P50" 170.24 6.824 191.232 170.496 6.84 189.44 159.744 8.608 196.352
"P90" 203.008 7.24 222.208 216.832 7.208 232.704 201.472 9.008000000000001 235.264
"P95" 218.88 9.28 242.43200000000002 229.888 9.232 252.672 220.16 9.264 262.656
"P99" 288.53759999999966 12.871199999999954 409.02655999999865 293.7497599999998 12.416 445.2147199999988 275.0873599999994 14.326719999999971 416.9420800000001
"P99.9" 3191.828480000049 70.67327999999934 2473.1238400004504 3902.5213439996837 70.5519360000007 2648.6374399999977 3296.8867840005755 56.46412800000608 2802.360320000008
"Max" 9863.168 16203.776 4489.216 11108.352 8118.272 7618.56 7159.808 5062.656 5120
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk25-none.svg'
replot
unset output
