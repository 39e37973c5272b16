# iobench chart: CommitLogBatchBenchmark (avgt, us/op) on ext4 (loop)
# re-render: gnuplot commitlogbatchbenchmark-avgt-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,805 font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4-loop.png'
$data << EOD
"fileChannelForce (batch=1)" 342.19345280076664 20.996474083105305
"fileChannelForce (batch=10)" 46.21151947471691 2.5538860998058888
"fileChannelForce (batch=100)" 7.005040232148491 0.3393520620985596
"fileChannelForce (batch=1000)" 2.6463439801819653 0.10825853529868484
"fileChannelForceDirect (batch=100)" 6.21480240281394 0.30346528904771475
"fileChannelForceDirect (batch=1)" 303.3559888815153 43.164266069882295
"fileChannelForceDirect (batch=10)" 38.203320202532296 2.282389197905126
"fileChannelForceDirect (batch=1000)" 2.164705338295273 0.06772189556281184
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on ext4 (loop)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set logscale y
set yrange [1.0823526691476364:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4-loop.svg'
replot
unset output
