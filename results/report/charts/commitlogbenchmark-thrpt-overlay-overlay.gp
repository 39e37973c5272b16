# iobench chart: CommitLogBenchmark (thrpt, ops/ms) on overlay (overlay)
# re-render: gnuplot commitlogbenchmark-thrpt-overlay-overlay.gp (in this folder)
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
set output 'commitlogbenchmark-thrpt-overlay-overlay.png'
$data << EOD
"bufferedWriterFlush" 487.4965243512903 12.481826821354145 487.48604932616473 10.962233243400766
"filesWriteAppend" 125.14203345264735 2.2758461075108287 124.76813069827969 2.405439175323138
"randomAccessFileSync" 8.162694000689875 0.16272732270552284 7.3556834439666225 1.3085149396021443
EOD
set title 'CommitLogBenchmark (thrpt, ops/ms) on overlay (overlay)'."\n".'higher is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 900,700 dynamic font 'Sans,10'
set output 'commitlogbenchmark-thrpt-overlay-overlay.svg'
replot
unset output
