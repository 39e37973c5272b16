# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms)
# re-render: gnuplot commitlogbatchbenchmark-thrpt.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,756 font "Sans,10"
set output "commitlogbatchbenchmark-thrpt.png"
$data << EOD
"fileChannelForce (batch=1)" 1.0045691502208762 0 1.020967013098388 0 6.651184209986888 0 6.094648250125371 0 732.2911420957346 0 803.4917418866964 0 5.594208988997558 0 5.802946652309454 0 822.5782129015408 0 897.6290923142755 0
"fileChannelForce (batch=100)" 81.87919409775695 0 80.21043661658479 0 224.39091438033145 0 237.69851130911124 0 1176.3343926354025 0 1165.1806349239962 0 177.87663588815505 0 235.36471769118856 0 1224.9632603491957 0 1265.0467947245593 0
EOD
set title "CommitLogBatchBenchmark (thrpt, ops/ms)"
set ylabel "ops/ms, higher is better, bars: 0.999 CI (none: n too small)"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set style fill solid 0.7 border -1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 18
set key outside top center horizontal
set logscale y
set yrange [0.5022845751104381:*]
plot $data using 2:3:xtic(1) title "container-ext4-jdk17", \
     $data using 4:5 title "container-ext4-jdk25", \
     $data using 6:7 title "container-overlay-jdk17", \
     $data using 8:9 title "container-overlay-jdk25", \
     $data using 10:11 title "container-tmpfs-jdk17", \
     $data using 12:13 title "container-tmpfs-jdk25", \
     $data using 14:15 title "host-ext4-jdk17", \
     $data using 16:17 title "host-ext4-jdk25", \
     $data using 18:19 title "host-tmpfs-jdk17", \
     $data using 20:21 title "host-tmpfs-jdk25"
set terminal svg noenhanced size 900,756 dynamic font "Sans,10"
set output "commitlogbatchbenchmark-thrpt.svg"
replot
unset output
