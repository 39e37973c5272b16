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
"channelReadDevZero (bufferSize=8)" 382.7687399649305 18.543178591653355
"channelReadDevZero (bufferSize=8192)" 490.73930122303074 11.393938371039974
"channelReadFile (bufferSize=8)" 625.5884663826516 9.65613011340066
"channelReadFile (bufferSize=8192)" 1442.848586256711 76.85442861839157
"channelReadSocket (bufferSize=8)" 788.6279142882116 27.107297690492196
"channelReadSocket (bufferSize=8192)" 3363.9798192767557 550.0438172487899
"channelWriteDevNull (bufferSize=8)" 353.04126417917826 12.730354454312018
"channelWriteDevNull (bufferSize=8192)" 346.55100185008604 10.869842743579758
"channelWriteFile (bufferSize=8)" 801.9054601893495 8.538299072312778
"channelWriteFile (bufferSize=8192)" 1553.6520664679401 91.25025316735417
"channelWriteSocket (bufferSize=8)" 1462.7484015329276 51.40937533546601
"channelWriteSocket (bufferSize=8192)" 3943.0110657987902 2230.234927717908
"streamReadDevZero (bufferSize=8)" 383.1628457677893 7.56708927351563
"streamReadDevZero (bufferSize=8192)" 577.5198393064129 8.014266891433605
"streamReadFile (bufferSize=8)" 654.1664624428275 31.248423447562505
"streamReadFile (bufferSize=8192)" 1611.6596140475187 94.0135832597905
"streamReadSocket (bufferSize=8)" 806.7158301585686 36.432256021291074
"streamReadSocket (bufferSize=8192)" 3014.3122924680174 418.691024023626
"streamWriteDevNull (bufferSize=8)" 371.4908126461304 12.613861167755848
"streamWriteDevNull (bufferSize=8192)" 474.39700913060136 3.801422217041791
"streamWriteFile (bufferSize=8)" 827.8092089953315 8.344937016586378
"streamWriteFile (bufferSize=8192)" 4709.459409254725 98.51170469407208
"streamWriteSocket (bufferSize=8)" 1427.2180267576641 72.90748713669001
"streamWriteSocket (bufferSize=8192)" 4084.5794531644865 2286.106105660465
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
