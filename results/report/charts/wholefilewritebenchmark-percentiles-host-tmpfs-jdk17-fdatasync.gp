# iobench chart: WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 7.768 3.612 16.304000000000002 10.352 6.384 19.68 9.44 4.832 19.648
"P50" 8.272 3.984 18.528 11.312 7.344 21.472 9.712 5.056 20.256
"P90" 10.432 5.128 22.240000000000002 13.44 8.112 25.44 10.384 5.648 21.692800000000048
"P95" 11.232000000000001 5.824 29.696 15.408 9.168000000000001 29.568 12.192 7.256 23.550399999999907
"P99" 29.92 17.792 74.38591999999991 46.336 28.69632000000123 110.65344000000134 40.04351999999955 11.886879999999888 48.96
"P99.9" 4326.801408000708 3019.1534079976677 8188.780544000029 4906.7048960009815 4108.886016000033 5745.229824000121 1337.294847999841 2204.2664960002303 359.97081600004435
"Max" 157548.544 31326.208000000002 40173.568 114294.784 30179.328 72089.6 11632.64 88080.384 6766.592000000001
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fdatasync.svg'
replot
unset output
