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
"fileChannelForce (batch=1)" 138.91311487531425 5.217656732936482
"fileChannelForce (batch=10)" 21.261848880835892 0.8807187345844654
"fileChannelForce (batch=100)" 5.024238947253922 0.22922216750856816
"fileChannelForce (batch=1000)" 2.915076497206005 0.10178133948552658
"fileChannelForceDirect (batch=100)" 4.540739479488294 0.20957165143891823
"fileChannelForceDirect (batch=1)" 129.27165681518798 10.111529569354998
"fileChannelForceDirect (batch=10)" 20.481701073327077 2.7640652658339304
"fileChannelForceDirect (batch=1000)" 2.5430734324388773 0.23531611463835905
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
