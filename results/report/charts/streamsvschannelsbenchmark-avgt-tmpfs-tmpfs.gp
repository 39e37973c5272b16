# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (tmpfs)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 543.5501882854929 185.21643879536882
"channelReadDevZero (bufferSize=8192)" 917.2085248820803 610.5072599749506
"channelReadFile (bufferSize=8)" 1055.7216824150046 631.3318163390948
"channelReadFile (bufferSize=8192)" 1684.2285426748429 568.3627899509031
"channelWriteDevNull (bufferSize=8)" 571.8077641626384 331.7913190184683
"channelWriteDevNull (bufferSize=8192)" 571.0971910128111 242.97443831332845
"channelWriteFile (bufferSize=8)" 883.1257575878236 53.02993843141922
"channelWriteFile (bufferSize=8192)" 2485.0092896469637 980.9605398536361
"streamReadDevZero (bufferSize=8)" 610.4220490889968 370.60116284276097
"streamReadDevZero (bufferSize=8192)" 832.1400097171137 285.8790373621935
"streamReadFile (bufferSize=8)" 832.0654543152419 182.62905117643786
"streamReadFile (bufferSize=8192)" 2242.559839125697 831.8487155069623
"streamWriteDevNull (bufferSize=8)" 494.1952239272835 120.27932946581798
"streamWriteDevNull (bufferSize=8192)" 590.0772451595742 90.71774170129126
"streamWriteFile (bufferSize=8)" 968.266545943538 121.79606234140026
"streamWriteFile (bufferSize=8192)" 6927.580688891685 3088.729145046235
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
