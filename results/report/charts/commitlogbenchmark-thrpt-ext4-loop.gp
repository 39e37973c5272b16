# iobench chart: CommitLogBenchmark (thrpt, ops/ms) on ext4 (loop)
# re-render: gnuplot commitlogbenchmark-thrpt-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,700 font "Sans,10"
set output "commitlogbenchmark-thrpt-ext4-loop.png"
$data << EOD
"bufferedWriterFlush" 855.8484898502174 0 938.4278090489988 0
"filesWriteAppend" 188.93028974340183 0 198.90078575145537 0
"randomAccessFileSync" 1.3046071648127104 0 1.0876185894939117 0
EOD
set title "CommitLogBenchmark (thrpt, ops/ms) on ext4 (loop)\nhigher is better; error bars: 0.999 CI (none: n too small)"
set ylabel "ops/ms, log scale"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 14
set key outside top center horizontal
set logscale y
set yrange [0.5438092947469558:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title "container-ext4-jdk17", \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title "container-ext4-jdk25"
set terminal svg noenhanced size 900,700 dynamic font "Sans,10"
set output "commitlogbenchmark-thrpt-ext4-loop.svg"
replot
unset output
