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
set terminal pngcairo noenhanced size 900,693 font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"channelReadDevZero" 532.8320067374926 38.79919318991414 528.5869056778234 56.75512028000708
"channelReadFile" 1922.0433053463469 210.30955863475467 1730.1551468119385 191.74321280234238
"channelWriteDevNull" 414.2192994861155 113.53808050819359 366.31741865072445 21.665799566836483
"channelWriteFile" 2895.2307695059812 186.18224977036587 2396.1950218393345 143.53384904519274
"streamReadDevZero" 617.3523596791304 65.08385157320326 597.2845593884375 35.788412669180374
"streamReadFile" 2235.591625191093 57.93944858532081 1949.2438667507943 46.19926863673697
"streamWriteDevNull" 515.1086307604432 25.65138055583429 477.80926601005575 23.96880078537848
"streamWriteFile" 2802.4075592062686 393.2073170265212 2534.1533295160198 402.34187778516775
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (tmpfs)'."\n".'bufferSize=8192; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 900,693 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
