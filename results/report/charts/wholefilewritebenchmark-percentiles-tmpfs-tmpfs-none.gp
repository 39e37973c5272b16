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
"P90" 12.48 7.44 25.72479999999999 18.208000000000002 7.688 36.672000000000004 9.952 5.304 25.792 11.828800000000003 5.336 29.12 11.961600000000006 5.225600000000006 27.328 9.104000000000001 4.976 23.52
"P95" 16.832 8.658399999999995 36.032000000000004 23.014399999999995 8.995200000000013 42.944 11.945600000000006 6.644 34.976 17.51359999999998 7.096 35.136 18.72 7.200800000000003 33.024 11.328 5.8792000000000115 25.76
"P99" 38.477439999999945 27.623680000000167 72.96000000000001 42.51392000000004 26.97728000000003 77.07136000000034 27.363840000000025 18.499199999999952 58.380799999999816 55.83616000000015 18.52479999999999 81.75871999999997 33.710080000000076 20.768 61.66336000000034 24.756159999999916 16.416 42.97728000000003
"P99.9" 4142.370816 4081.266688000001 3935.412223999955 262.59046400003695 107.53792000000365 427.7237760000024 70.73382399999956 62.31423999999184 400.1177600000054 4095.152127999999 4075.52 2575.91296000012 69.16608000000008 90.20467199999746 452.96025600000473 69.03091200000421 65.42323200000008 368.8171519999988
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
