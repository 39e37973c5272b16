# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk25-fdatasync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk25-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 328.704 121.21600000000001 573.44 327.68 133.632 633.856 327.68 152.064 566.272
"P50" 356.86400000000003 133.12 696.32 461.312 176 773.12 361.984 215.296 734.208
"P90" 395.1104 163.072 878.592 555.7248000000001 214.9632 955.392 422.40000000000003 266.24 844.3904
"P95" 431.15520000000004 179.45600000000002 955.392 599.9104 229.376 1167.974400000001 451.584 290.30400000000003 995.5328
"P99" 585.4412799999993 227.072 3063.8079999999973 774.1235200000007 355.12831999999963 3313.3772800000056 545.09568 367.51360000000034 3279.912960000014
"P99.9" 2419.2696320000255 2515.9106560001205 7258.112 2580.48 3774.234624000095 5881.856 9064.693760000455 2509.7011200000097 7774.2080000000005
"Max" 2433.024 4116.4800000000005 7258.112 2580.48 4132.8640000000005 5881.856 9191.424 3297.28 7774.2080000000005
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-ext4-jdk25, durability=FDATASYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk25-fdatasync.svg"
replot
unset output
