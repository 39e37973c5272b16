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
"P50" 402.944 156.672 633.856 454.4 151.552 758.2719999999999 393.728 198.912 795.648 356.86400000000003 133.12 696.32 461.312 176 773.12 361.984 215.296 734.208
"P90" 483.4304000000001 193.152 800.0512 535.552 199.424 882.688 505.856 227.9168 1105.92 395.1104 163.072 878.592 555.7248000000001 214.9632 955.392 422.40000000000003 266.24 844.3904
"P95" 503.808 219.776 845.4656 571.8016000000001 225.28 932.9152000000001 547.2256 241.15200000000002 1259.52 431.15520000000004 179.45600000000002 955.392 599.9104 229.376 1167.974400000001 451.584 290.30400000000003 995.5328
"P99" 734.4947199999993 293.63200000000006 1072.51712 734.0748799999996 284.16 3408.1587199999944 683.7043199999991 302.5100800000001 6184.96 585.4412799999993 227.072 3063.8079999999973 774.1235200000007 355.12831999999963 3313.3772800000056 545.09568 367.51360000000034 3279.912960000014
"P99.9" 1665.0240000000001 2478.7968000000756 2416.64 4866.048 2868.9817600000447 5636.0960000000005 4784.128 4636.631040000147 17235.968 2419.2696320000255 2515.9106560001205 7258.112 2580.48 3774.234624000095 5881.856 9064.693760000455 2509.7011200000097 7774.2080000000005
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
