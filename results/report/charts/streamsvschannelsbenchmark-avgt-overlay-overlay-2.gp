# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on overlay (overlay) (2 of 2)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-overlay-overlay-2.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-overlay-overlay-2.png'
$data << EOD
"streamWriteFile (bufferSize=8)" 1491.1367208799309 20.466798035249962 1505.749704916461 71.34295648358771
"streamWriteFile (bufferSize=8192)" 12227.331630329909 462.0296056917861 12376.163465901467 588.6926859914792
"streamWriteSocket (bufferSize=8)" 1512.9329924922658 178.07050937296518 1490.4412479077062 254.84925548312108
"streamWriteSocket (bufferSize=8192)" 4716.552929351798 2585.9970244822357 3779.6709700727383 1374.6214817766654
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on overlay (overlay) (2 of 2)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'ns/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-overlay-overlay-2.svg'
replot
unset output
