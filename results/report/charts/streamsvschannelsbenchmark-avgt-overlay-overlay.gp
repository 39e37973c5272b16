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
"channelReadDevZero (bufferSize=8)" 373.1371093424186 7.5443594232451
"channelReadDevZero (bufferSize=8192)" 485.33133667492075 0.8431825881397437
"channelReadFile (bufferSize=8)" 849.4732032827101 4.38845566172686
"channelReadFile (bufferSize=8192)" 1197.536910142351 99.79560060535259
"channelReadSocket (bufferSize=8)" 779.1532967531101 16.136340135321507
"channelReadSocket (bufferSize=8192)" 3598.6519929530696 1045.5162974592233
"channelWriteDevNull (bufferSize=8)" 344.8661488640898 13.783521293659659
"channelWriteDevNull (bufferSize=8192)" 349.9280338223113 5.5030002763498915
"channelWriteFile (bufferSize=8)" 1459.9067558997247 44.35000247954367
"channelWriteFile (bufferSize=8192)" 2199.224600740915 169.88690746062994
"channelWriteSocket (bufferSize=8)" 1491.1365018374877 186.9446778332514
"channelWriteSocket (bufferSize=8192)" 3976.7141875718844 2277.4998063551225
"streamReadDevZero (bufferSize=8)" 387.96880956113915 18.741660776763062
"streamReadDevZero (bufferSize=8192)" 575.6650759147961 3.6865111034303286
"streamReadFile (bufferSize=8)" 867.5070036080527 20.094480170820194
"streamReadFile (bufferSize=8192)" 1445.5961139325434 118.25107392588136
"streamReadSocket (bufferSize=8)" 802.6745207850731 35.43738233560159
"streamReadSocket (bufferSize=8192)" 3719.093246228148 989.8031075710733
"streamWriteDevNull (bufferSize=8)" 363.1979862065776 8.966922166996229
"streamWriteDevNull (bufferSize=8192)" 480.81441833470427 20.697932107803073
"streamWriteFile (bufferSize=8)" 1487.4817909060118 13.738922884226845
"streamWriteFile (bufferSize=8192)" 12491.435310504417 294.2227446672075
"streamWriteSocket (bufferSize=8)" 1527.653464903382 188.09127269048258
"streamWriteSocket (bufferSize=8192)" 4125.759041389392 2399.9659452405926
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
