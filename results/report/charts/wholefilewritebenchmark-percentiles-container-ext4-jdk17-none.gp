# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk17-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk17-none.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 27.84 4.352 42.816 27.328 4.352 43.008 29.344 6.496 52.096000000000004
"P50" 59.968 4.496 59.648 49.024 4.5360000000000005 61.248000000000005 67.968 6.648000000000001 64.512
"P90" 99.84 5.112 84.608 97.408 5.752 82.176 92.288 6.896 84.5312000000002
"P95" 109.184 6.984 95.65440000000038 106.11200000000001 7.08 94.72 103.936 8.912 99.968
"P99" 163.76319999999924 10.405280000000028 199.4188800000027 141.22496000000092 13.391360000000102 224.88575999999978 133.376 21.312 200.448
"P99.9" 3742.1875199999213 82.52531200000271 3469.0334720000624 3144.3353600001337 107.23481599999405 3911.6800000000003 3089.825791999936 187.60499200007692 2570.117120000124
"Max" 8159.232 12058.624 10174.464 7798.784000000001 12959.744 9043.968 9388.032000000001 8060.928 8142.848
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk17-none.svg'
replot
unset output
