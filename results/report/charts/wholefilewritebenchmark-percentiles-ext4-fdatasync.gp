# iobench chart: WholeFileWriteBenchmark latency percentiles, ext4, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-ext4-fdatasync.gp (in this folder)
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
set terminal pngcairo noenhanced size 1100,600 font "Sans,10"
set output "wholefilewritebenchmark-percentiles-ext4-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" "filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" "filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk25"
"Min" 355.84000000000003 113.536 530.432 325.12 117.504 586.7520000000001 318.464 167.168 646.144 328.704 121.21600000000001 573.44 327.68 133.632 633.856 327.68 152.064 566.272
"P50" 402.944 156.672 633.856 454.144 151.552 757.76 393.728 198.912 795.648 356.86400000000003 133.12 696.32 461.312 175.872 773.12 361.984 215.296 734.208
"P90" 483.32800000000003 193.024 799.744 535.552 199.424 882.688 505.856 227.84 1105.92 394.752 163.072 878.592 555.008 214.784 955.392 422.40000000000003 266.24 842.7520000000001
"P95" 503.808 219.392 844.8000000000001 568.32 225.28 931.84 546.816 241.15200000000002 1259.52 430.08 179.45600000000002 955.392 599.04 229.376 1136.64 451.584 290.30400000000003 995.328
"P99" 713.7280000000001 291.32800000000003 1069.056 732.16 284.16 3350.5280000000002 674.816 301.568 6184.96 575.488 227.072 3014.656 765.952 349.184 2875.3920000000003 543.744 366.08 3252.224
"P99.9" 1665.0240000000001 2199.552 2416.64 4866.048 2408.448 5636.0960000000005 4784.128 4571.136 17235.968 2244.608 2191.36 7258.112 2580.48 3121.152 5881.856 5464.064 2260.992 7774.2080000000005
"Max" 1665.0240000000001 3350.5280000000002 2416.64 4866.048 3899.3920000000003 5636.0960000000005 4784.128 5103.616 17235.968 2433.024 4116.4800000000005 7258.112 2580.48 4132.8640000000005 5881.856 9191.424 3297.28 7774.2080000000005
EOD
set title "WholeFileWriteBenchmark latency percentiles, ext4, durability=FDATASYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-ext4-fdatasync.svg"
replot
unset output
