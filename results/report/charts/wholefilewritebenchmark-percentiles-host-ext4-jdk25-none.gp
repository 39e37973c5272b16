# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk25-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk25-none.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 130.94400000000002 3.7840000000000003 104.96000000000001 109.312 3.564 102.656 101.76 5.312 107.776
"P50" 964.6080000000001 4.0360000000000005 182.016 203.264 4.656 181.504 162.816 5.5280000000000005 172.544
"P90" 4087.808 6.032 656.2815999999997 341.3504000000004 6.464 243.45600000000002 231.424 7.136 311.808
"P95" 5382.144 6.640000000000001 2015.027200000003 1119.9488000000008 7.688 326.2464000000004 276.48 7.84 1112.064
"P99" 8573.091840000005 15.042400000000374 4006.666240000002 3971.8092800000013 15.86 3601.5308799999952 2468.1676799999996 16.112000000000002 3960.832
"P99.9" 38924.32076800439 4071.424 5552.79155200024 6297.640960000068 4065.792 13770.883071999906 4935.909376000166 2376.5401600002047 6461.3089279986625
"Max" 68026.368 60030.976 9125.888 22609.920000000002 47513.6 94240.768 7987.2 48103.424 27557.888
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-ext4-jdk25-none.svg'
replot
unset output
