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
set terminal pngcairo noenhanced size 900,973 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4-loop-2.png'
$data << EOD
"randomAccessFile (durability=NONE, writeMode=RENAME)" 77.44489076012184 3.6131934953714238 74.94595213716072 3.6712662778699827
"randomAccessFile (durability=FDATASYNC, writeMode=TRUNCATE)" 487.2952737589637 39.76271407057013 429.14268848438996 17.705484456061974
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 247.0664217233469 22.32347430277161 249.27055223090102 17.62041786184527
"randomAccessFile (durability=FDATASYNC, writeMode=RENAME)" 830.7622375857745 50.116962815791126 895.538357859436 52.44297045455852
"randomAccessFile (durability=FSYNC, writeMode=TRUNCATE)" 449.7988458640978 50.3866204722507 485.12548413709993 80.99108804872579
"randomAccessFile (durability=FSYNC, writeMode=IN_PLACE)" 401.7400423405597 59.31946602077127 424.8200273547202 64.92338754088141
"randomAccessFile (durability=FSYNC, writeMode=RENAME)" 836.0854471665576 38.64763465503126 900.0314144283999 5.097615448909182
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4 (loop) (2 of 2)'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4-loop-2.svg'
replot
unset output
