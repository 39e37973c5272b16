# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk25-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk25-fsync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 334.848 121.85600000000001 579.5840000000001 344.064 140.8 606.208 336.384 195.072 589.8240000000001
"P50" 422.91200000000003 134.912 673.792 398.336 178.68800000000002 705.5360000000001 415.232 223.744 732.16
"P90" 490.49600000000004 174.848 756.736 475.2896 214.528 951.296 446.4128 284.672 920.9856000000001
"P95" 509.0048 192.256 815.5136000000001 504.4736 233.0368 1013.4527999999999 462.7968000000001 300.79999999999995 1069.4656
"P99" 603.7913599999998 262.16448000000014 4239.7286400000285 1680.3225600000092 278.17983999999984 1676.7999999999906 554.9926399999995 345.95840000000004 2382.233599999984
"P99.9" 3964.928 1531.478016000146 5808.128 4169.728 643.477503999997 3944.448 9469.952 14535.884800000027 10452.992
"Max" 3964.928 4042.752 5808.128 4169.728 697.344 3944.448 9469.952 15056.896 10452.992
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-overlay-jdk25, durability=FSYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk25-fsync.svg"
replot
unset output
