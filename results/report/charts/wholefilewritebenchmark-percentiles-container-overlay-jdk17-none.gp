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
set terminal pngcairo noenhanced size 1000,700 font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk17-none.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 176.12800000000001 5.888 195.328 169.216 6.08 220.416 157.952 6.688 211.20000000000002
"P50" 231.168 6.6080000000000005 244.22400000000002 254.07999999999998 7.72 308.224 207.104 8.24 276.992
"P90" 306.176 7.888 297.472 335.36 10.16 402.7392 263.68 14.512 343.552
"P95" 341.24800000000005 10.432 326.656 366.0544 12.416 470.93759999999986 287.232 16.048000000000002 373.248
"P99" 3053.568 25.796479999999924 741.7446400000039 549.4835200000005 30.563200000000013 936.4684800000005 357.3759999999987 29.045119999999997 528.5273600000004
"P99.9" 4703.846400000006 4050.436096000001 4163.108864000008 4997.12 154.13759999999962 4339.220480000001 5784.567808000645 61.6681600000019 5146.566655999907
"Max" 4726.784 4251.648 4210.688 4997.12 5341.184 4358.144 10534.912 3911.6800000000003 5931.008
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-overlay-jdk17, durability=NONE\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-overlay-jdk17-none.svg"
replot
unset output
