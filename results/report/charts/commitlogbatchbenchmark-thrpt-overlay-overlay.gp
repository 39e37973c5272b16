# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on overlay (overlay)
# re-render: gnuplot commitlogbatchbenchmark-thrpt-overlay-overlay.gp (in this folder)
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
set output 'commitlogbatchbenchmark-thrpt-overlay-overlay.png'
$data << EOD
"fileChannelForce (batch=1)" 7.213448137979944 1.09551302881697
"fileChannelForce (batch=10)" 43.423089801050224 1.8857291012994486
"fileChannelForce (batch=100)" 187.65285445589538 6.29983687057452
"fileChannelForce (batch=1000)" 333.4583429200966 11.677559498449074
"fileChannelForceDirect (batch=1)" 7.6545042693846295 1.639599054033532
"fileChannelForceDirect (batch=10)" 46.57952078474174 11.558148655577272
"fileChannelForceDirect (batch=100)" 215.25733106372329 17.66717781704578
"fileChannelForceDirect (batch=1000)" 388.007036558776 7.013193065350178
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on overlay (overlay)'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms'
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
set output 'commitlogbatchbenchmark-thrpt-overlay-overlay.svg'
replot
unset output
