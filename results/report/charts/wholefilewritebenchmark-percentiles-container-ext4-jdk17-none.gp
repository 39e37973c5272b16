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
set terminal pngcairo noenhanced size 1000,700 font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk17-none.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 48.704 3.996 79.232 47.616 4.304 79.744 42.112 5.456 84.608
"P50" 76.8 4.848 110.72 74.368 5.448 93.312 66.304 6.648000000000001 89.08800000000001
"P90" 107.76320000000001 8.08 178.43200000000002 118.144 8.816 120.44800000000001 108.46719999999995 7.28 104.32000000000001
"P95" 124.79359999999997 9.662399999999995 201.45919999999995 132.608 13.465599999999991 133.632 119.808 9.056000000000001 111.616
"P99" 1517.1174399999902 24.86976000000001 281.86111999999946 172.33919999999927 32.44288 203.9295999999994 148.77184000000008 24.96 190.60736000000034
"P99.9" 4660.920320000082 4059.7667840000095 4335.804416000013 2523.136 159.75014400003852 3716.6284800000567 2479.2023039999904 62.51372800000134 2600.828928000107
"Max" 7561.216 12042.24 9404.416000000001 5840.896 4132.8640000000005 5496.832 4366.336 2748.416 4030.464
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-ext4-jdk17, durability=NONE\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-ext4-jdk17-none.svg"
replot
unset output
