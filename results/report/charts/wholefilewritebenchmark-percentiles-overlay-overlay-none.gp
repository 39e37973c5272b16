# iobench chart: WholeFileWriteBenchmark latency percentiles, overlay (overlay), durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-overlay-overlay-none.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-overlay-overlay-none.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk25"
"Min" 176.12800000000001 5.888 195.328 169.216 6.08 220.416 157.952 6.688 211.20000000000002 151.04 4.704 204.544 160 4.808 198.4 154.624 6.408 211.96800000000002
"P50" 231.168 6.6080000000000005 244.22400000000002 254.07999999999998 7.72 308.224 207.104 8.24 276.992 181.76 6.448 242.43200000000002 195.84 6.296 243.45600000000002 167.424 7.792 232.96
"P90" 306.176 7.888 297.472 335.36 10.16 402.7392 263.68 14.512 343.552 247.68 11.168000000000001 276.3776 253.74720000000002 7.784 283.136 191.488 8.448 262.656
"P95" 341.24800000000005 10.432 326.656 366.0544 12.416 470.93759999999986 287.232 16.048000000000002 373.248 272.384 13.088000000000001 313.856 264.704 9.232 315.392 204.288 8.992 279.552
"P99" 3053.568 25.796479999999924 741.7446400000039 549.4835200000005 30.563200000000013 936.4684800000005 357.3759999999987 29.045119999999997 528.5273600000004 2074.7264000000127 24.002560000000056 925.3273599999808 332.34943999999996 20.122880000000006 607.1705599999993 238.592 20.128640000000015 369.84831999999994
"P99.9" 4703.846400000006 4050.436096000001 4163.108864000008 4997.12 154.13759999999962 4339.220480000001 5784.567808000645 61.6681600000019 5146.566655999907 5182.382080000009 104.41216000000202 4147.2327680000235 3886.6780160000176 54.49625600000436 3686.9160960001386 1920.2539520000294 49.90310400000494 2629.8613759999525
"Max" 4726.784 4251.648 4210.688 4997.12 5341.184 4358.144 10534.912 3911.6800000000003 5931.008 5300.224 11714.56 4194.304 4227.072 5095.424 4792.32 5398.528 6184.96 3891.2000000000003
EOD
set title "WholeFileWriteBenchmark latency percentiles, overlay (overlay), durability=NONE"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-overlay-overlay-none.svg"
replot
unset output
