# iobench chart: WholeFileWriteBenchmark latency percentiles, tmpfs (tmpfs), durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-tmpfs-tmpfs-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-tmpfs-tmpfs-fsync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" "filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" "filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk25"
"Min" 6.808 3.896 19.616 10.016 6.672 22.848 8.512 4.872 28.416 6.5120000000000005 3.684 18.688 8.928 6.088 23.2 7.12 3.916 24.8
"P50" 7.5600000000000005 4.384 24.256 12.384 8.768 29.024 9.216000000000001 5.2 33.472 7.672000000000001 4.096 23.072 12.304 7.192 29.696 8.752 4.768 29.472
"P90" 10.496 8.304 39.09759999999998 21.542400000000026 12.272 36.864000000000004 9.888 5.936 48.13440000000002 10.112 5.368 44.288000000000004 17.200000000000003 10.688 36.224000000000004 9.536 5.365600000000006 37.312
"P95" 13.002399999999994 11.068800000000047 48.060799999999986 29.856 15.046399999999995 49.024 12.432 7.970399999999994 57.344 11.578399999999993 7.364800000000003 53.696 23.656 11.968 46.816 12.128 8.168000000000001 48.58559999999998
"P99" 28.108479999999922 28.380160000000032 90.61759999999985 60.224640000000015 41.02656000000006 124.38016000000061 24.784640000000014 20.828479999999924 129.65375999999978 28.479679999999995 18.73792000000004 111.744 41.984 26.365440000000003 90.88 26.157440000000005 18.229440000000004 111.36128000000026
"P99.9" 90.97894400000223 154.5303039999986 403.9659519999996 170.50214400000684 161.88620800000987 562.6511360001266 51.89504000000144 120.27276800000179 345.6942079999931 86.7093760000011 100.04019200000819 564.7360000000122 117.40032000000006 85.42259200000787 379.11552000000046 54.94438399999752 54.394560000020086 479.4992640000275
"Max" 9764.864 4546.56 4628.4800000000005 4202.496 3203.072 2736.128 2793.472 3624.96 5136.384 6922.24 5357.568 10321.92 3248.128 3923.9680000000003 1155.0720000000001 1140.736 7544.832 4562.944
EOD
set title "WholeFileWriteBenchmark latency percentiles, tmpfs (tmpfs), durability=FSYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-tmpfs-tmpfs-fsync.svg"
replot
unset output
