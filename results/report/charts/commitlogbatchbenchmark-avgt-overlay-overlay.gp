# iobench chart: CommitLogBatchBenchmark (avgt, us/op) on overlay (overlay)
# re-render: gnuplot commitlogbatchbenchmark-avgt-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,763 font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-overlay-overlay.png'
$data << EOD
"fileChannelForce (batch=1)" 962.2579219727774 1217.7008666030254
"fileChannelForce (batch=10)" 47.735417184783834 39.859266133990154
"fileChannelForce (batch=100)" 14.706072154621472 12.122888213261515
"fileChannelForce (batch=1000)" 5.138337103059986 2.4955130886892545
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on overlay (overlay)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 17
set key outside top center horizontal
set logscale y
set yrange [2.569168551529993:*]
plot $data using 2:3:xtic(1) lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-overlay-jdk17'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-overlay-overlay.svg'
replot
unset output
