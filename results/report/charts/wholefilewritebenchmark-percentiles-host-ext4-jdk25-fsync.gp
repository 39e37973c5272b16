# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk25-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk25-fsync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 343.04 121.60000000000001 587.7760000000001 333.824 124.288 666.624 386.56 187.648 704.5120000000001
"P50" 442.368 180.736 783.36 408.576 150.784 752.64 421.37600000000003 224 819.2
"P90" 508.51840000000004 229.376 1006.0799999999999 469.504 186.624 838.144 484.86400000000003 256 972.3904
"P95" 542.8224 249.47199999999987 1085.952 504.06399999999985 204.42880000000005 894.208 501.01759999999996 270.848 1033.4208
"P99" 669.2249600000002 308.2752000000004 2911.641599999998 1418.6905600000016 246.64064000000013 1756.4671999999998 651.0284800000001 319.7952000000002 3028.090879999997
"P99.9" 3141.632 1862.4102400000115 4022.272 5709.8240000000005 4830.539775999736 5021.696 9584.64 3389.6448000001105 10059.776
"Max" 3141.632 5455.872 4022.272 5709.8240000000005 11649.024 5021.696 9584.64 4202.496 10059.776
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=FSYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk25-fsync.svg"
replot
unset output
