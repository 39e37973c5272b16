# iobench chart: WholeFileWriteBenchmark latency percentiles, tmpfs (tmpfs), durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-tmpfs-tmpfs-none.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-tmpfs-tmpfs-none.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" "filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" "filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk25"
"Min" 6.328 4.248 16.992 6.632000000000001 3.7960000000000003 15.424 8.432 3.936 18.432000000000002 6.32 3.344 13.92 6.224 3.424 13.536 7.984 4.328 17.312
"P50" 7.848 4.848 19.712 9.312 4.952 19.584 8.976 4.816 20.768 8.120000000000001 3.456 18.72 6.752 3.7840000000000003 17.28 8.512 4.424 18.976
"P90" 12.48 7.44 25.696 18.208000000000002 7.688 36.672000000000004 9.952 5.304 25.792 11.824 5.336 29.12 11.952 5.224 27.328 9.104000000000001 4.976 23.52
"P95" 16.832 8.656 36.032000000000004 23.008 8.992 42.944 11.936 6.632000000000001 34.944 17.472 7.096 35.136 18.72 7.2 33.024 11.328 5.864 25.76
"P99" 38.464 27.616 72.96000000000001 42.432 26.976 76.928 27.36 18.464 58.304 55.36 18.496 81.536 33.664 20.768 61.312000000000005 24.736 16.416 42.816
"P99.9" 4141.0560000000005 4079.616 3878.9120000000003 197.12 107.52 424.44800000000004 69.376 46.336 395.776 4091.904 4075.52 2568.192 68.48 87.552 451.072 66.816 65.408 364.544
"Max" 8110.08 6168.576 7110.656 4096 4300.8 4308.992 4116.4800000000005 2580.48 4251.648 6963.2 10387.456 12582.912 4124.6720000000005 4124.6720000000005 5136.384 1982.464 87.424 4374.528
EOD
set title "WholeFileWriteBenchmark latency percentiles, tmpfs (tmpfs), durability=NONE"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-tmpfs-tmpfs-none.svg"
replot
unset output
