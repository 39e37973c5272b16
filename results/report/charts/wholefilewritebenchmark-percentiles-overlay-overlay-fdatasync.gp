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
"P90" 533.1968 193.792 989.5935999999999 585.4208000000001 254.72 902.144 591.2575999999999 282.112 1122.0992 456.704 215.296 877.568 551.936 183.168 754.688 433.35679999999996 222.464 852.48
"P95" 574.1568000000001 212.96640000000005 1118.0032000000015 643.9424 284.16 972.5952 622.592 295.936 1317.376 480.25600000000003 253.184 947.4048000000001 581.9392 208.32000000000002 816.7424 448.3584 234.43200000000002 880.896
"P99" 1059.8195199999986 260.2649600000002 5331.68128 1897.041920000003 388.0345600000005 1841.9302399999792 781.1072000000023 333.90080000000006 3735.3881599999954 1224.0895999999989 315.8732800000021 3522.232319999999 1361.9200000000112 253.01760000000021 944.4966400000006 1025.1878400000003 263.68 1631.4368000000004
"P99.9" 4530.176 973.0703360000048 10190.848 4669.4400000000005 2989.236224000151 6774.784000000001 8519.68 1818.1529600000622 4734.976 3101.7779200000064 2252.4313599999196 4644.8640000000005 7987.2 3132.9484799999 5480.448 7748.91110400051 672.7526399999979 9404.416000000001
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
