# iobench chart: CommitLogBenchmark (avgt, us/op) on tmpfs (tmpfs)
# re-render: gnuplot commitlogbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set output 'commitlogbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"filesWriteAppend" 5.067771636956085 0.08939310498063942
"bufferedWriterFlush" 1.1969026678500805 0.040478884746077845
"randomAccessFileSync" 2.6499838339079003 0.056224612072426634
EOD
set title 'CommitLogBenchmark (avgt, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,700 dynamic font 'Sans,10'
set output 'commitlogbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
