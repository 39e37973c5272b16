# iobench chart: WholeFileWriteBenchmark latency percentiles, ext4 (loop), durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-ext4-loop-none.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-ext4-loop-none.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" "filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" "filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk25"
"Min" 48.704 3.996 79.232 47.616 4.304 79.744 42.112 5.456 84.608 54.656 3.584 85.504 43.584 3.176 86.272 39.488 4.848 91.136
"P50" 76.8 4.848 110.72 74.368 5.448 93.312 66.304 6.648000000000001 89.08800000000001 84.608 4.832 95.744 73.08800000000001 4.136 112.896 60.480000000000004 5.92 100.224
"P90" 107.76320000000001 8.08 178.43200000000002 118.144 8.816 120.44800000000001 108.46719999999995 7.28 104.32000000000001 106.49600000000001 7.192 128.64000000000001 98.688 5.32 149.504 87.424 6.5600000000000005 125.04320000000001
"P95" 124.79359999999997 9.662399999999995 201.45919999999995 132.608 13.465599999999991 133.632 119.808 9.056000000000001 111.616 117.59359999999998 10.016 144.76800000000003 114.304 7.241199999999997 164.096 99.12319999999995 9.104000000000001 135.936
"P99" 1517.1174399999902 24.86976000000001 281.86111999999946 172.33919999999927 32.44288 203.9295999999994 148.77184000000008 24.96 190.60736000000034 1087.7132799999995 26.469119999999997 308.9151999999988 167.168 17.765760000000128 281.88160000000033 141.16863999999967 22.472320000000007 219.38175999999976
"P99.9" 4660.920320000082 4059.7667840000095 4335.804416000013 2523.136 159.75014400003852 3716.6284800000567 2479.2023039999904 62.51372800000134 2600.828928000107 4604.133376000062 4067.393535999998 5805.834239999979 3452.5798400000144 76.54745600000071 3753.4720000001644 3633.971200000014 74.19443199999817 2281.369600000035
"Max" 7561.216 12042.24 9404.416000000001 5840.896 4132.8640000000005 5496.832 4366.336 2748.416 4030.464 8421.376 8945.664 9109.504 7708.6720000000005 6422.528 11026.432 4243.456 5251.072 3309.568
EOD
set title "WholeFileWriteBenchmark latency percentiles, ext4 (loop), durability=NONE"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-ext4-loop-none.svg"
replot
unset output
