# iobench chart: CommitLogBenchmark (avgt, us/op) on ext4
# re-render: gnuplot commitlogbenchmark-avgt-ext4.gp (in this folder)
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
set output 'commitlogbenchmark-avgt-ext4.png'
$data << EOD
"filesWriteAppend" 5.756013698943332 0.04684025446494559 5.298012343112579 0.06578962974736183
"bufferedWriterFlush" 1.6690794273013827 0.18697743306175604 1.429804943761954 0.02139239320437541
"randomAccessFileSync" 132.74441566125157 35.31283638554438 NaN NaN
EOD
set title 'CommitLogBenchmark (avgt, us/op) on ext4'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 12
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,700 dynamic font 'Sans,10'
set output 'commitlogbenchmark-avgt-ext4.svg'
replot
unset output
