# iobench chart: WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-overlay-jdk17-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-none.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 114.944 6.768 144.12800000000001 116.224 6.728 140.032 109.056 8.496 137.216
"P50" 166.656 6.944 195.328 185.6 6.936 195.328 158.464 8.752 210.17600000000002
"P90" 219.904 9.312 242.43200000000002 230.4 9.312 235.52 200.08959999999962 9.200000000000001 266.24
"P95" 237.312 9.728 270.848 255.488 9.792 254.976 217.344 11.104000000000001 285.184
"P99" 328.7500800000001 20.49312000000011 555.008 462.61759999998844 16 449.024 284.16 16.736 458.89024000000023
"P99.9" 3321.856 75.10284800000116 3868.7948799999804 4245.954560000003 76.23167999998853 3280.896 3289.6450560000094 60.140032000001526 3312.7178240002468
"Max" 8519.68 8118.272 7897.088 9224.192000000001 7176.192 4317.184 9043.968 8699.904 16400.384000000002
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-overlay-jdk17-none.svg'
replot
unset output
