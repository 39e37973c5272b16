# iobench chart: WholeFileWriteBenchmark (sample, us/op) on overlay (overlay) (2 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-overlay-overlay-2.gp (in this folder)
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
set output "wholefilewritebenchmark-sample-overlay-overlay-2.png"
$data << EOD
"randomAccessFile (durability=NONE, writeMode=RENAME)" 296.3225136298422 0 245.48617703065918 0
"randomAccessFile (durability=FDATASYNC, writeMode=TRUNCATE)" 523.3472812828962 0 388.99129426637126 0
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 237.57655062958145 0 190.58142556254694 0
"randomAccessFile (durability=FDATASYNC, writeMode=RENAME)" 1034.9201515789475 0 810.3676410214359 0
"randomAccessFile (durability=FSYNC, writeMode=TRUNCATE)" 456.75949244406405 0 439.16537390159874 0
"randomAccessFile (durability=FSYNC, writeMode=IN_PLACE)" 234.01582469047108 0 268.35739584743857 0
"randomAccessFile (durability=FSYNC, writeMode=RENAME)" 1173.2161568627453 0 818.2308760286526 0
EOD
set title "WholeFileWriteBenchmark (sample, us/op) on overlay (overlay) (2 of 2)\nchars=1000; lower is better; error bars: 0.999 CI (none: n too small)"
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title "container-overlay-jdk17", \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title "container-overlay-jdk25"
set terminal svg noenhanced size 900,973 dynamic font "Sans,10"
set output "wholefilewritebenchmark-sample-overlay-overlay-2.svg"
replot
unset output
