# iobench chart: KotlinWriteBenchmark latency percentiles on container-tmpfs-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-container-tmpfs-jdk17.gp (in this folder)
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
set output 'kotlinwritebenchmark-percentiles-container-tmpfs-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 9.200000000000001 9.184000000000001 9.072000000000001 12.944 8.912 8.912 8.8 12.96
"P50" 9.52 9.6 9.712 14.256 9.152000000000001 9.36 9.408 13.936
"P90" 11.408 11.728 11.68 17.792 10.656 11.536 11.536 17.12
"P95" 11.936 12.016 12.016 19.808 11.424 11.856 11.776 19.616
"P99" 41.4803200000003 32.832 36.224000000000004 50.8556799999997 30.342720000000206 36.544000000000004 29.793600000000094 48.32
"P99.9" 3107.3320960000756 1169.0229760000707 1905.7459200001956 4092.440576000035 4050.944 4026.6956799998284 2059.0284800007344 2151.874559999764
"Max" 25231.36 20381.696 14401.536 128319.488 48037.888 34930.688 30277.632 38797.312
EOD
set title 'KotlinWriteBenchmark latency percentiles on container-tmpfs-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-container-tmpfs-jdk17.svg'
replot
unset output
