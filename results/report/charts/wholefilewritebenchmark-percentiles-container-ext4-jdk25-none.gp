# iobench chart: WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-ext4-jdk25-none.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk25-none.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 27.36 4.296 43.264 27.072 4.0360000000000005 40.512 28.512 6.352 51.456
"P50" 64.32000000000001 4.416 57.664 63.296 4.416 57.728 69.76 6.5280000000000005 64.57600000000001
"P90" 107.136 4.5600000000000005 74.624 94.592 4.616 77.568 97.152 6.92 83.84
"P95" 119.68 6.096 85.76 105.08800000000001 6.488 86.4 107.008 7.832 96.512
"P99" 213.14560000000148 9.392 168.96 139.79391999999993 9.92 174.38719999999927 143.616 13.104000000000001 175.4624000000004
"P99.9" 3528.294400000006 54.4550399999991 2415.8289920001625 3589.8204160000087 60.79289600000065 3147.2025600000024 2740.4206080000404 64.19660800000095 2158.4281599999667
"Max" 7593.984 8044.544 8617.984 7839.744000000001 8536.064 8404.992 6332.416 12042.24 7995.392
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-ext4-jdk25, durability=NONE'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-ext4-jdk25-none.svg'
replot
unset output
