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
set terminal pngcairo noenhanced size 900,973 font "Sans,10"
set output "wholefilewritebenchmark-sample-tmpfs-2.png"
$data << EOD
"randomAccessFile (durability=NONE, writeMode=RENAME)" 21.939361300402776 0 19.176518894345005 0
"randomAccessFile (durability=FDATASYNC, writeMode=TRUNCATE)" 11.38958496905514 0 9.141875417596331 0
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 6.393480476674984 0 5.531234174512509 0
"randomAccessFile (durability=FDATASYNC, writeMode=RENAME)" 52.588665174067486 0 36.797621635539286 0
"randomAccessFile (durability=FSYNC, writeMode=TRUNCATE)" 9.710637881321171 0 9.259616632743143 0
"randomAccessFile (durability=FSYNC, writeMode=IN_PLACE)" 5.815460913321022 0 10.282813178380126 0
"randomAccessFile (durability=FSYNC, writeMode=RENAME)" 31.740096692375595 0 45.35415571561252 0
EOD
set title "WholeFileWriteBenchmark (sample, us/op) on tmpfs (2 of 2)\nchars=1000; lower is better; error bars: 0.999 CI (none: n too small)"
set ylabel "us/op"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 37
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title "host-tmpfs-jdk17", \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title "host-tmpfs-jdk25"
set terminal svg noenhanced size 900,973 dynamic font "Sans,10"
set output "wholefilewritebenchmark-sample-tmpfs-2.svg"
replot
unset output
