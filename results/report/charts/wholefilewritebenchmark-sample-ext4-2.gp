# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4 (2 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-ext4-2.gp (in this folder)
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
set output "wholefilewritebenchmark-sample-ext4-2.png"
$data << EOD
"randomAccessFile (durability=NONE, writeMode=RENAME)" 239.5968375188798 0 224.99858939076168 0
"randomAccessFile (durability=FDATASYNC, writeMode=TRUNCATE)" 414.2878029677638 0 387.34925080593143 0
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 211.9034462425077 0 230.65067532945267 0
"randomAccessFile (durability=FDATASYNC, writeMode=RENAME)" 1005.8777355747388 0 808.7100359563808 0
"randomAccessFile (durability=FSYNC, writeMode=TRUNCATE)" 416.8248621050427 0 455.1735104262216 0
"randomAccessFile (durability=FSYNC, writeMode=IN_PLACE)" 214.4119273847807 0 230.96824195969467 0
"randomAccessFile (durability=FSYNC, writeMode=RENAME)" 1002.5556356014671 0 894.0388188199432 0
EOD
set title "WholeFileWriteBenchmark (sample, us/op) on ext4 (2 of 2)\nchars=1000; lower is better; error bars: 0.999 CI (none: n too small)"
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
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title "host-ext4-jdk17", \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title "host-ext4-jdk25"
set terminal svg noenhanced size 900,973 dynamic font "Sans,10"
set output "wholefilewritebenchmark-sample-ext4-2.svg"
replot
unset output
