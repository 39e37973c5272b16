# iobench chart: CommitLogBenchmark (avgt, us/op) on ext4 (loop)
# re-render: gnuplot commitlogbenchmark-avgt-ext4-loop.gp (in this folder)
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
set output 'commitlogbenchmark-avgt-ext4-loop.png'
$data << EOD
"filesWriteAppend" 5.572468832767788 0.06558173233030591
"bufferedWriterFlush" 1.5127971991390237 0.016631724386683457
"randomAccessFileSync" 335.7550471117185 12.362721174369456
EOD
set title 'CommitLogBenchmark (avgt, us/op) on ext4 (loop)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 12
set key outside top center horizontal
set logscale y
set yrange [0.7563985995695118:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,700 dynamic font 'Sans,10'
set output 'commitlogbenchmark-avgt-ext4-loop.svg'
replot
unset output
