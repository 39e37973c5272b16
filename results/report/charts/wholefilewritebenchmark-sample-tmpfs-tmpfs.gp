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
set terminal pngcairo noenhanced size 900,973 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs.png'
$data << EOD
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 6.397155798122786 1.1648493492609557
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 8.926202784256875 0.5164229968256724
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 4.716333045235858 0.28857037535891633
"filesWrite (durability=NONE, writeMode=RENAME)" 17.922601940217476 0.3794538728572528
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 6.480328241632574 2.5139434825538975
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 9.90583091805101 0.8124128083221147
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 5.280891251565332 0.4957671531993264
"filesWrite (durability=FSYNC, writeMode=RENAME)" 23.19655327377085 3.3087902940699787
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 7.361720386262903 2.3477549389876153
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs)'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs.svg'
replot
unset output
