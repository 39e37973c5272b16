# iobench chart: CommitLogBenchmark (thrpt, ops/ms) on tmpfs (tmpfs)
# re-render: gnuplot commitlogbenchmark-thrpt-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,700 font 'Sans,10'
set output 'commitlogbenchmark-thrpt-tmpfs-tmpfs.png'
$data << EOD
"bufferedWriterFlush" 830.7530073982666 27.738486758998935 808.0574680515891 175.98799153694063
"filesWriteAppend" 200.1091526167624 5.149103057995888 205.12984126688806 1.8791199016847808
"randomAccessFileSync" 378.5371472685038 39.95508838084686 391.45992964510907 4.32301770588356
EOD
set title 'CommitLogBenchmark (thrpt, ops/ms) on tmpfs (tmpfs)'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 12
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 900,700 dynamic font 'Sans,10'
set output 'commitlogbenchmark-thrpt-tmpfs-tmpfs.svg'
replot
unset output
