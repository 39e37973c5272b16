# iobench chart: WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=NONE
# re-render: gnuplot wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-none.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-none.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 6.328 4.248 16.992 6.632000000000001 3.7960000000000003 15.424 8.432 3.936 18.432000000000002
"P50" 7.848 4.848 19.712 9.312 4.952 19.584 8.976 4.816 20.768
"P90" 12.48 7.44 25.72479999999999 18.208000000000002 7.688 36.672000000000004 9.952 5.304 25.792
"P95" 16.832 8.658399999999995 36.032000000000004 23.014399999999995 8.995200000000013 42.944 11.945600000000006 6.644 34.976
"P99" 38.477439999999945 27.623680000000167 72.96000000000001 42.51392000000004 26.97728000000003 77.07136000000034 27.363840000000025 18.499199999999952 58.380799999999816
"P99.9" 4142.370816 4081.266688000001 3935.412223999955 262.59046400003695 107.53792000000365 427.7237760000024 70.73382399999956 62.31423999999184 400.1177600000054
"Max" 8110.08 6168.576 7110.656 4096 4300.8 4308.992 4116.4800000000005 2580.48 4251.648
EOD
set title "WholeFileWriteBenchmark latency percentiles on container-tmpfs-jdk17, durability=NONE\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-container-tmpfs-jdk17-none.svg"
replot
unset output
