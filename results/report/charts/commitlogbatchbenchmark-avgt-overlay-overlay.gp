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
"fileChannelForce (batch=1)" 148.37865249363003 18.260283404231494 120.73620991951918 3.4216667730815513
"fileChannelForce (batch=10)" 17.60276636032395 1.567765207688359 15.559933091890521 0.6480535527594666
"fileChannelForce (batch=100)" 4.238090237029638 0.6099621098234348 4.179104880723651 0.2067240315974558
"fileChannelForce (batch=1000)" 1.9331780256862523 0.08994289589095482 1.8922032487838962 0.07727148236464956
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on overlay (overlay)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 17
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-overlay-overlay.svg'
replot
unset output
