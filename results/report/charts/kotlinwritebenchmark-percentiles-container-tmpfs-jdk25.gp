# iobench chart: KotlinWriteBenchmark latency percentiles on container-tmpfs-jdk25
# re-render: gnuplot kotlinwritebenchmark-percentiles-container-tmpfs-jdk25.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-container-tmpfs-jdk25.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 9.056000000000001 9.088000000000001 9.168000000000001 13.184000000000001 8.752 8.8 8.88 13.104000000000001
"P50" 9.28 9.36 9.568 14.16 8.96 9.168000000000001 9.200000000000001 13.824
"P90" 9.68 9.776 11.776 18.912 9.28 9.632 10.944 18.368000000000002
"P95" 11.552 11.616 12.88 19.904 11.216000000000001 11.344 11.296 19.552
"P99" 15.236800000000049 15.37759999999986 19.776 38.656 13.78879999999993 14.721439999999944 16.620159999999217 39.36
"P99.9" 44.64704000000144 46.622080000000075 50.325759999999775 347.2547840000093 43.59935999999941 43.010304000001405 49.856 356.38169600000606
"Max" 4890.624 2428.928 3059.712 8093.696 3928.0640000000003 3850.2400000000002 4063.232 8781.824
EOD
set title 'KotlinWriteBenchmark latency percentiles on container-tmpfs-jdk25'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-container-tmpfs-jdk25.svg'
replot
unset output
