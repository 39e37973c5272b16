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
set terminal pngcairo noenhanced size 900,805 font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-overlay-overlay.png'
$data << EOD
"fileChannelForce (batch=1)" 137.6669707857218 11.01804106011338
"fileChannelForce (batch=10)" 20.542540293236307 1.4232409428019894
"fileChannelForce (batch=100)" 4.987785117861532 0.21293216368111784
"fileChannelForce (batch=1000)" 2.9887592944089882 0.1287455374934588
"fileChannelForceDirect (batch=100)" 4.384966650736726 0.2510534538770434
"fileChannelForceDirect (batch=1)" 123.77957270018818 9.972677520429121
"fileChannelForceDirect (batch=10)" 20.193239423462405 0.24422200582903952
"fileChannelForceDirect (batch=1000)" 2.475173267535324 0.1576821780371057
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on overlay (overlay)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-overlay-jdk17'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-overlay-overlay.svg'
replot
unset output
