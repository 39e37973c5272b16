# iobench chart: WholeFileWriteBenchmark (sample, us/op) on tmpfs (2 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-tmpfs-2.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,973 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs-2.png'
$data << EOD
"randomAccessFile (durability=NONE, writeMode=RENAME)" 24.066525136740747 0.8636116567694838 20.022144746946918 0.681060526070359
"randomAccessFile (durability=FDATASYNC, writeMode=TRUNCATE)" 15.392343424416806 0.7107553129712277 13.60291820813641 5.078919623936564
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 14.130999243182172 7.9446254813855495 6.128796577710889 0.7414187122440442
"randomAccessFile (durability=FDATASYNC, writeMode=RENAME)" 23.150692389822307 0.23744790739586794 36.40429536644323 15.461486489570555
"randomAccessFile (durability=FSYNC, writeMode=TRUNCATE)" 16.387228696941122 7.1648689829257695 14.172940331009505 3.903778157300957
"randomAccessFile (durability=FSYNC, writeMode=IN_PLACE)" 10.092436568404734 1.505775526178121 8.520726101039564 2.1640140835895534
"randomAccessFile (durability=FSYNC, writeMode=RENAME)" 49.06142014835143 9.424176822095 45.087502592987995 14.599503184018634
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on tmpfs (2 of 2)'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 32
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs-2.svg'
replot
unset output
