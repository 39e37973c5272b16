# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fdatasync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fdatasync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=IN_PLACE)" "filesWrite (writeMode=IN_PLACE)" "randomAccessFile (writeMode=IN_PLACE)" "bufferedWriter (writeMode=TRUNCATE)" "bufferedWriter (writeMode=IN_PLACE)" "bufferedWriter (writeMode=RENAME)"
"Min" 4.32 4.36 5.416 10.512 6.688 21.184
"P50" 4.464 4.48 5.5520000000000005 11.52 7.48 23.456
"P90" 5.368 4.696 6.288 15.424 10.336 34.688
"P95" 6.928 6.808 7.96 22.048000000000002 17.632 39.296
"P99" 10.064 9.712 14.62607999999961 44.23936000000034 24.94335999999987 83.42656000000007
"P99.9" 51.39071999999974 46.204799999999814 58.40992000001157 383.0231040005237 161.7013760000039 582.5546240000054
"Max" 2078.7200000000003 4042.752 1146.88 6152.192 5242.88 8601.6
EOD
set title 'WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=FDATASYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:7] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-fdatasync.svg'
replot
unset output
