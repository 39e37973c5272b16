# iobench chart: WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs)
# re-render: gnuplot wholefilewritebenchmark-sample-tmpfs-tmpfs.gp (in this folder)
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
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs.png'
$data << EOD
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 17.570898292329726 6.391818123466029
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 15.139866361593604 6.98672271718797
"filesWrite (durability=NONE, writeMode=RENAME)" 40.65377943809322 17.617085331663183
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 23.064224348895483 13.16222354677006
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 16.500339901815405 7.952368895711014
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 45.07254337397098 15.554097746784798
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 17.912729857555664 5.458302881344447
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 8.028566664546654 4.830279396151878
"filesWrite (durability=FSYNC, writeMode=RENAME)" 44.98033333201381 18.407956301319125
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs)'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 29
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,931 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs.svg'
replot
unset output
