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
"fileChannelForce (batch=1)" 145.09350215166452 15.659041970664132
"fileChannelForce (batch=10)" 23.918695979067238 3.297703914055882
"fileChannelForce (batch=100)" 5.273356282299416 0.2851877898088018
"fileChannelForce (batch=1000)" 3.0801825103238687 0.1367713740158844
"fileChannelForceDirect (batch=100)" 4.448612522191625 0.19919628049996255
"fileChannelForceDirect (batch=1)" 122.72897688080947 9.663332981801496
"fileChannelForceDirect (batch=10)" 17.39301296222084 0.7582884340821091
"fileChannelForceDirect (batch=1000)" 2.4924226263898674 0.027671826890559137
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
