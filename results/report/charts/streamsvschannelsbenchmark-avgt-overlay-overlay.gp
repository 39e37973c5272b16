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
set terminal pngcairo noenhanced size 900,819 font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-overlay-overlay.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 428.1174530964708 81.73562267071163
"channelReadDevZero (bufferSize=8192)" 580.9067985864858 120.4068403362224
"channelReadFile (bufferSize=8)" 936.4566470223086 122.7970048870696
"channelReadFile (bufferSize=8192)" 2168.1769782733004 1137.1284713657167
"channelWriteDevNull (bufferSize=8)" 446.03147086774146 145.59058782411566
"channelWriteDevNull (bufferSize=8192)" 463.74444215526 250.14363064583247
"channelWriteFile (bufferSize=8)" 1467.7955129121256 31.0296618934618
"channelWriteFile (bufferSize=8192)" 2014.4252109580136 71.99516043964036
"streamReadDevZero (bufferSize=8)" 386.2809150685511 10.080319689302275
"streamReadDevZero (bufferSize=8192)" 604.3093832683128 48.654900688589485
"streamReadFile (bufferSize=8)" 880.0560746015753 13.067267897015054
"streamReadFile (bufferSize=8192)" 1496.9908515360555 161.4301802281575
"streamWriteDevNull (bufferSize=8)" 366.01567863579174 5.002318454834864
"streamWriteDevNull (bufferSize=8192)" 466.4499930224368 20.918899674661155
"streamWriteFile (bufferSize=8)" 1542.4796127113368 79.75151016685139
"streamWriteFile (bufferSize=8192)" 15799.300389770251 5960.576388701874
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on overlay (overlay)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'ns/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 21
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-overlay-jdk17'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-overlay-overlay.svg'
replot
unset output
