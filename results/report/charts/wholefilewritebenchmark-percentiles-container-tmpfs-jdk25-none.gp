# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-none.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-none.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 6.32 3.344 13.92 6.224 3.424 13.536 7.984 4.328 17.312
"P50" 8.120000000000001 3.456 18.72 6.752 3.7840000000000003 17.28 8.512 4.424 18.976
"P90" 11.828800000000003 5.336 29.12 11.961600000000006 5.225600000000006 27.328 9.104000000000001 4.976 23.52
"P95" 17.51359999999998 7.096 35.136 18.72 7.200800000000003 33.024 11.328 5.8792000000000115 25.76
"P99" 55.83616000000015 18.52479999999999 81.75871999999997 33.710080000000076 20.768 61.66336000000034 24.756159999999916 16.416 42.97728000000003
"P99.9" 4095.152127999999 4075.52 2575.91296000012 69.16608000000008 90.20467199999746 452.96025600000473 69.03091200000421 65.42323200000008 368.8171519999988
"Max" 6963.2 10387.456 12582.912 4124.6720000000005 4124.6720000000005 5136.384 1982.464 87.424 4374.528
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk25, durability=NONE\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk25-none.svg"
replot
unset output
