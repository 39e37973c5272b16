# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4 (loop)
# re-render: gnuplot wholefilewritebenchmark-sample-ext4-loop.gp (in this folder)
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
set output 'wholefilewritebenchmark-sample-ext4-loop.png'
$data << EOD
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 205.78154675581362 22.445381891935977
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 67.46148385995217 3.1946589017575002
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 5.619523186468403 0.9324962376230315
"filesWrite (durability=NONE, writeMode=RENAME)" 71.10335617014081 3.063578646222571
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 209.70623888432274 22.75751768440337
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 432.80194333047564 43.45497251342903
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 235.1145533606712 26.689508348615544
"filesWrite (durability=FSYNC, writeMode=RENAME)" 795.6719149301805 74.12678065724629
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 235.21030543784119 16.929246631512818
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4 (loop)'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 32
set key outside top center horizontal
set logscale y
set yrange [2.8097615932342017:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4-loop.svg'
replot
unset output
