# iobench chart: WholeFileWriteBenchmark latency percentiles, overlay (overlay), durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-overlay-overlay-fdatasync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-overlay-overlay-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk25"
"Min" 384 130.94400000000002 622.592 367.616 138.496 623.616 354.81600000000003 173.312 694.272 330.24 123.264 712.7040000000001 376.832 136.192 592.896 330.24 158.72 627.712
"P50" 454.144 153.856 851.9680000000001 489.47200000000004 184.32 821.248 499.712 231.168 965.6320000000001 363.008 181.504 796.672 487.93600000000004 151.808 658.432 349.696 182.016 779.264
"P90" 532.48 193.792 989.184 584.7040000000001 254.72 902.144 590.848 282.112 1120.256 456.704 215.296 877.568 551.936 183.04 754.688 433.152 222.464 851.9680000000001
"P95" 572.416 212.73600000000002 1112.064 643.072 284.16 969.7280000000001 622.592 295.936 1312.768 479.744 253.184 946.176 581.6320000000001 208.12800000000001 816.128 448 234.24 880.64
"P99" 1001.472 259.584 5251.072 1656.832 385.024 1558.528 756.736 333.824 3719.168 1181.696 313.344 3481.6 1220.608 252.672 936.96 999.424 263.68 1630.208
"P99.9" 4530.176 737.28 10190.848 4669.4400000000005 2945.024 6774.784000000001 8519.68 1458.176 4734.976 2400.256 1171.4560000000001 4644.8640000000005 7987.2 2850.8160000000003 5480.448 4653.0560000000005 617.472 9404.416000000001
"Max" 4530.176 2306.0480000000002 10190.848 4669.4400000000005 3997.696 6774.784000000001 8519.68 2600.96 4734.976 3108.864 3608.576 4644.8640000000005 7987.2 4268.032 5480.448 7831.552000000001 1673.2160000000001 9404.416000000001
EOD
set title "WholeFileWriteBenchmark latency percentiles, overlay (overlay), durability=FDATASYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-overlay-overlay-fdatasync.svg"
replot
unset output
