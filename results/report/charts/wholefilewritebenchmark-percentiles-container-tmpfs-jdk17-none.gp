# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-none.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 7.864 3.992 15.184000000000001 7.696 3.976 15.088000000000001 9.648 5.04 17.536
"P50" 8.192 4.12 16.096 8.256 4.192 15.872 9.808 5.152 18.048000000000002
"P90" 10.224 5.464 22.88 10.32 5.5760000000000005 18.048000000000002 9.984 5.288 19.008
"P95" 10.736 6.5840000000000005 25.166399999999907 10.848 6.8 19.328 10.272 6.384 21.12
"P99" 27.424 9.68 71.01183999999985 31.072 11.649919999999925 49.792 23.675839999999386 11.063360000000104 46.4
"P99.9" 4063.232 385.61382399994136 4449.624064000071 1560.576 1891.6638720006347 4149.366784000099 98.47654400001467 214.65702399995922 4050.944
"Max" 143917.056 124256.25600000001 61800.448000000004 20185.088 16105.472 12238.848 12058.624 13910.016 14909.44
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-none.svg'
replot
unset output
