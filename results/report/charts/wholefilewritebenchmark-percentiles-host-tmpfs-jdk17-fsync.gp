# iobench chart: WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fsync.gp (in this folder)
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
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fsync.png'
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 7.496 3.8240000000000003 16.704 10.304 6.176 20.544 8.96 4.736 19.68
"P50" 8.432 4.36 18.656 11.376 7.496 22.848 9.584 4.944 21.12
"P90" 9.328 5.128 21.6 12.848 8.496 32.96 10.816 6.356800000000047 23.808
"P95" 11.456 6.456 23.84 14.503199999999953 9.664 37.696 12.544 6.76 26.752
"P99" 33.361280000000264 13.448320000000065 90.63679999999887 37.376 24.847359999999405 138.9772800000012 26.912 12.376959999999963 93.952
"P99.9" 5223.3502720003125 4156.227583999991 8366.899200000049 4175.826944000006 5983.3712639999385 12302.548992000104 2028.0442880009414 1726.1035519999266 6504.448
"Max" 43646.976 52101.12 207618.048 29425.664 28082.176 56688.64 17104.896 12091.392 38273.024
EOD
set title 'WholeFileWriteBenchmark latency percentiles on host-tmpfs-jdk17, durability=FSYNC'."\n".'chars=1000; percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'wholefilewritebenchmark-percentiles-host-tmpfs-jdk17-fsync.svg'
replot
unset output
