# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4 (loop) (2 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-ext4-loop-2.gp (in this folder)
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
set output "wholefilewritebenchmark-sample-ext4-loop-2.png"
$data << EOD
"randomAccessFile (durability=NONE, writeMode=RENAME)" 98.73705720583199 0 110.82725909522307 0
"randomAccessFile (durability=FDATASYNC, writeMode=TRUNCATE)" 857.914792711528 0 706.6897819249 0
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 309.65698509944417 0 276.81409378624676 0
"randomAccessFile (durability=FDATASYNC, writeMode=RENAME)" 1426.2901471861474 0 1281.400652315721 0
"randomAccessFile (durability=FSYNC, writeMode=TRUNCATE)" 655.1309810381808 0 696.0914899328859 0
"randomAccessFile (durability=FSYNC, writeMode=IN_PLACE)" 623.7617685961604 0 656.3547079372471 0
"randomAccessFile (durability=FSYNC, writeMode=RENAME)" 1497.3919420515963 0 1396.9866917057902 0
EOD
set title "WholeFileWriteBenchmark (sample, us/op) on ext4 (loop) (2 of 2)\nchars=1000; lower is better; error bars: 0.999 CI (none: n too small)"
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
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title "container-ext4-jdk17", \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title "container-ext4-jdk25"
set terminal svg noenhanced size 900,973 dynamic font "Sans,10"
set output "wholefilewritebenchmark-sample-ext4-loop-2.svg"
replot
unset output
