# iobench chart: WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs) (1 of 2)
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
set terminal pngcairo noenhanced size 1160,1245 font "Sans,13"
set output "wholefilewritebenchmark-sample-tmpfs-tmpfs.png"
$data << EOD
"fileChannelHeap (durability=NONE, writeMode=TRUNCATE)" 24.069599185043625 0 20.416827120050353 0
"fileChannelHeap (durability=NONE, writeMode=IN_PLACE)" 14.376145260725853 0 10.090944277940775 0
"fileChannelHeap (durability=NONE, writeMode=RENAME)" 29.829370551667076 0 28.832457815530063 0
"fileChannelHeap (durability=FDATASYNC, writeMode=TRUNCATE)" 11.45147463898985 0 12.319863784046799 0
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 10.60799654042297 0 6.960735873792592 0
"fileChannelHeap (durability=FDATASYNC, writeMode=RENAME)" 30.143760635425778 0 28.61418810223573 0
"fileChannelHeap (durability=FSYNC, writeMode=TRUNCATE)" 10.29559945132589 0 10.272323393065118 0
"fileChannelHeap (durability=FSYNC, writeMode=IN_PLACE)" 8.089261757807012 0 7.0145290650049885 0
"fileChannelHeap (durability=FSYNC, writeMode=RENAME)" 30.105693281177295 0 34.40310627058784 0
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 14.228137844642745 0 9.673916634623682 0
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 7.542204843001555 0 6.179786235163887 0
"filesWrite (durability=NONE, writeMode=RENAME)" 26.648761059986533 0 22.831917566077646 0
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 19.40006097116388 0 14.848761834600413 0
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 11.231270483492612 0 9.714940296019432 0
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 37.11396488873042 0 33.116485993066405 0
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 16.817705719301657 0 14.039187018673598 0
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 11.465524800499596 0 9.331682340578418 0
"filesWrite (durability=FSYNC, writeMode=RENAME)" 34.07550695791267 0 32.99281032552877 0
"randomAccessFile (durability=NONE, writeMode=TRUNCATE)" 10.110774659762436 0 9.41431993179668 0
"randomAccessFile (durability=NONE, writeMode=IN_PLACE)" 5.694014711526446 0 4.937058054772065 0
EOD
set title "WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs) (1 of 2)\nchars=1000; lower is better; error bars: 0.999 CI (none: n too small)"
set ylabel "us/op"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 36
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title "container-tmpfs-jdk17", \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title "container-tmpfs-jdk25"
set terminal svg noenhanced size 1160,1245 dynamic font "Sans,13"
set output "wholefilewritebenchmark-sample-tmpfs-tmpfs.svg"
replot
unset output
