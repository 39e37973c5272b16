# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4
# re-render: gnuplot wholefilewritebenchmark-sample-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,931 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4.png'
$data << EOD
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 290.6180016846485 338.49352044536755
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 11.268534347948039 7.440845645444943
"filesWrite (durability=NONE, writeMode=RENAME)" 293.0237213010991 289.34689920838616
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 277.62690213832366 13.44739556249064
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 233.91133653267335 213.11485700559382
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 1610.735033158683 1311.8088854255957
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 1027.2100863068988 1139.3397386827842
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 126.06607164181656 42.944360421159246
"filesWrite (durability=FSYNC, writeMode=RENAME)" 431.60091884742405 26.607279940214106
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 29
set key outside top center horizontal
set logscale y
set yrange [5.6342671739740195:*]
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17'
set terminal svg noenhanced size 900,931 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4.svg'
replot
unset output
