# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on overlay (overlay)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,693 font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-overlay-overlay.png'
$data << EOD
"channelReadDevZero" 481.3795350855565 18.66430611903602 483.7992504531002 6.752707180388043
"channelReadFile" 1262.9601669960111 25.031899189922004 1347.3563610403296 104.48350492589825
"channelWriteDevNull" 340.4695126569198 10.425657695378488 347.9076115670975 14.303154315575537
"channelWriteFile" 3112.6392307009314 120.3976885773758 2772.3699769742657 152.7533963748133
"streamReadDevZero" 577.0029211599013 22.640059321699948 585.1473911501758 26.882848090337387
"streamReadFile" 1703.4556856202291 75.7794047898958 1595.7438982038582 128.90967402452569
"streamWriteDevNull" 501.0124117357479 61.996307802063136 465.8027879737258 17.883601956638334
"streamWriteFile" 3081.33293736595 116.84243885949901 3131.6192102419486 96.37190631684844
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on overlay (overlay)'."\n".'bufferSize=8192; lower is better; error bars: 95% CI'
set ylabel 'ns/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 11
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 900,693 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-overlay-overlay.svg'
replot
unset output
