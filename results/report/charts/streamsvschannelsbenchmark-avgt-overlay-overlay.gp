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
"channelReadDevZero (bufferSize=8)" 374.82286427554885 5.833124859101378
"channelReadDevZero (bufferSize=8192)" 487.96183907050744 6.331335220498262
"channelReadFile (bufferSize=8)" 835.2734583434868 9.539493093308694
"channelReadFile (bufferSize=8192)" 1202.4256675807303 86.16165490641332
"channelReadSocket (bufferSize=8)" 784.2539675572095 12.951862578236357
"channelReadSocket (bufferSize=8192)" 3678.80603181259 1010.7204719410072
"channelWriteDevNull (bufferSize=8)" 352.64750168011506 14.195054750595164
"channelWriteDevNull (bufferSize=8192)" 347.42400969684354 7.904593989107113
"channelWriteFile (bufferSize=8)" 1435.0648224505317 27.141575348476454
"channelWriteFile (bufferSize=8192)" 1946.0132892327003 182.20181260484557
"channelWriteSocket (bufferSize=8)" 1486.3497699285738 85.02375889131065
"channelWriteSocket (bufferSize=8192)" 3961.5506486779523 810.6620715954878
"streamReadDevZero (bufferSize=8)" 382.4604627335393 7.293962192654294
"streamReadDevZero (bufferSize=8192)" 581.7955939818069 16.045291542161536
"streamReadFile (bufferSize=8)" 867.9702039022696 14.280044919649256
"streamReadFile (bufferSize=8192)" 1403.2784611624802 90.7191255454239
"streamReadSocket (bufferSize=8)" 800.9423884428459 16.070052051573175
"streamReadSocket (bufferSize=8192)" 4064.6592517717727 1009.6790313838087
"streamWriteDevNull (bufferSize=8)" 368.39886303775666 7.065011863703912
"streamWriteDevNull (bufferSize=8192)" 484.7550070086354 19.04608682520108
"streamWriteFile (bufferSize=8)" 1493.5824914705242 11.781418233062682
"streamWriteFile (bufferSize=8192)" 12236.728806912057 687.5057401273646
"streamWriteSocket (bufferSize=8)" 1452.813930175349 72.21834082900405
"streamWriteSocket (bufferSize=8192)" 4337.626062600622 1026.192484595055
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
