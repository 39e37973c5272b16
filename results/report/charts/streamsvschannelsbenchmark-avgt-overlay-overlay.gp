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
"channelReadDevZero (bufferSize=8)" 378.61136619107145 1.9388032083867
"channelReadDevZero (bufferSize=8192)" 488.66760344801446 11.757590861740862
"channelReadFile (bufferSize=8)" 839.6530720277935 21.79152436834859
"channelReadFile (bufferSize=8192)" 1423.142149376023 149.10719267938043
"channelReadSocket (bufferSize=8)" 789.8578071576145 11.853821520872572
"channelReadSocket (bufferSize=8192)" 3112.448220477391 749.2656578637236
"channelWriteDevNull (bufferSize=8)" 347.1044265157374 5.998493510430653
"channelWriteDevNull (bufferSize=8192)" 345.76549930110025 6.855284512340101
"channelWriteFile (bufferSize=8)" 1459.5945393500945 35.70899337946135
"channelWriteFile (bufferSize=8192)" 2641.110581577446 131.4418476252564
"channelWriteSocket (bufferSize=8)" 1439.789262298183 63.37669083223395
"channelWriteSocket (bufferSize=8192)" 4030.316699452932 972.8750969878766
"streamReadDevZero (bufferSize=8)" 381.28679274395745 6.962116693370768
"streamReadDevZero (bufferSize=8192)" 584.1437848512194 8.473239585565226
"streamReadFile (bufferSize=8)" 861.0983626678461 8.519778742652866
"streamReadFile (bufferSize=8192)" 1718.0409507472245 120.11355347675241
"streamReadSocket (bufferSize=8)" 805.3870951872763 19.252227292935377
"streamReadSocket (bufferSize=8192)" 3030.5909305459136 720.114513119099
"streamWriteDevNull (bufferSize=8)" 373.0101144614739 8.001318626078822
"streamWriteDevNull (bufferSize=8192)" 479.4693678111412 9.865631946841127
"streamWriteFile (bufferSize=8)" 1507.9197039234643 21.884717134846102
"streamWriteFile (bufferSize=8192)" 12881.547233120964 207.3115216268306
"streamWriteSocket (bufferSize=8)" 1536.6252011405413 95.77117795887982
"streamWriteSocket (bufferSize=8192)" 4063.8264037109498 1013.7344944064223
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
