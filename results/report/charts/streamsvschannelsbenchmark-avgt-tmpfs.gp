# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (1 of 2)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 1160,1056 font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 329.0578022050659 15.647132792075526 330.9732694417111 5.975944782484442
"channelReadDevZero (bufferSize=8192)" 438.9370607115693 13.286793845832074 441.88408495856095 22.84470903765509
"channelReadFile (bufferSize=8)" 571.367411343872 9.07013110189647 595.1140573079152 48.049582454443375
"channelReadFile (bufferSize=8192)" 1133.603110581109 55.59925587870057 1382.5493000187178 409.4954762084576
"channelReadSocket (bufferSize=8)" 729.7533794279037 5.324059073003173 733.3160103821278 14.78822621777113
"channelReadSocket (bufferSize=8192)" 3545.998686849793 1196.5660372540217 2946.6618382016113 100.66600278659936
"channelWriteDevNull (bufferSize=8)" 310.6219954243013 8.159690001383082 308.02018002189527 7.238915724270441
"channelWriteDevNull (bufferSize=8192)" 305.91498773256563 5.801008763195232 304.81851105306595 4.363506884905769
"channelWriteFile (bufferSize=8)" 763.264154339974 22.221120051577152 757.0408882349242 4.441091761868729
"channelWriteFile (bufferSize=8192)" 1445.4322931819713 126.42146882845705 1389.6302043056676 202.08711254728408
"channelWriteSocket (bufferSize=8)" 1438.7467371835828 120.6641585500936 1412.5638796065628 128.65023749571188
"channelWriteSocket (bufferSize=8192)" 4210.106177895102 1421.8852047987361 4462.555018489264 2086.624639687543
"streamReadDevZero (bufferSize=8)" 334.53241577520276 12.09450298901038 345.6166149068525 33.342681092470116
"streamReadDevZero (bufferSize=8192)" 519.7912545188653 4.828773579792831 530.2298942581107 7.373515175823065
"streamReadFile (bufferSize=8)" 595.0311995993629 17.466254174540833 575.0928630477124 6.706777353435033
"streamReadFile (bufferSize=8192)" 1343.6279893087337 107.88807370963467 1319.6465657025394 252.94838339542648
"streamReadSocket (bufferSize=8)" 763.0021755586558 31.67693210661313 770.8451503967716 11.722210823857251
"streamReadSocket (bufferSize=8192)" 3138.2793757631625 217.0404850739828 3385.5491447249537 714.355016422452
"streamWriteDevNull (bufferSize=8)" 317.2048242791691 6.86030418913963 322.7052070729228 15.085566723647002
"streamWriteDevNull (bufferSize=8192)" 431.2142302632287 13.850979362881523 421.1513113180194 21.01904323254893
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (1 of 2)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 1160,1056 dynamic font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-tmpfs.svg'
replot
unset output
