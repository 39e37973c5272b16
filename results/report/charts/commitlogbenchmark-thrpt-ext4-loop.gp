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
set terminal pngcairo noenhanced size 900,700 font 'Sans,10'
set output 'commitlogbenchmark-thrpt-ext4-loop.png'
$data << EOD
"bufferedWriterFlush" 671.4265861604516 2.6333882269262414 667.8171681651274 8.410483420812891
"filesWriteAppend" 183.03107672945953 8.44213262076157 184.2158128887038 2.822761750776219
"randomAccessFileSync" 3.057537629852736 0.04014352407542728 2.65880338005307 0.4104067682941674
EOD
set title 'CommitLogBenchmark (thrpt, ops/ms) on ext4 (loop)'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 12
set key outside top center horizontal
set logscale y
set yrange [1.329401690026535:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 900,700 dynamic font 'Sans,10'
set output 'commitlogbenchmark-thrpt-ext4-loop.svg'
replot
unset output
