# iobench chart: KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 8.672 8.704 8.896 13.216000000000001 8.384 8.4 8.592 12.896
"P50" 8.928 9.008000000000001 9.392 17.216 8.64 8.736 9.088000000000001 16.864
"P90" 9.232 11.232000000000001 11.536 20.128 8.96 10.816 11.184000000000001 19.936
"P95" 10.556800000000047 11.568 12.144 21.952 10.224 11.056000000000001 11.92 21.792
"P99" 14.96 17.815360000000105 32.128 43.22687999999989 13.488 15.158400000000025 26.944 48.465919999999926
"P99.9" 55.36 71.86060800000746 97.27744000000507 282.6076159999967 46.93683200000226 64.90368000000016 70.144 254.1486080000568
"Max" 7307.264 13254.656 8732.672 4227.072 3469.312 8224.768 8101.888 4149.2480000000005
EOD
set title 'KotlinWriteBenchmark latency percentiles on host-tmpfs-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-host-tmpfs-jdk17.svg'
replot
unset output
