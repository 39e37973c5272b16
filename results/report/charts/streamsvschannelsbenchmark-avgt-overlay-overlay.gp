# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on overlay (overlay) (1 of 2)
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
set terminal pngcairo noenhanced size 1160,1056 font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-overlay-overlay.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 379.7009940479209 11.355341916919373 376.8322790827226 3.4939544391283475
"channelReadDevZero (bufferSize=8192)" 488.0458448909983 16.00353550324295 491.4214362892728 17.385044870880343
"channelReadFile (bufferSize=8)" 845.8145166335262 16.54652477754668 847.2449567126232 18.5315614294094
"channelReadFile (bufferSize=8192)" 1179.274176471618 124.40826917141655 1153.9946251132833 71.57228709535306
"channelReadSocket (bufferSize=8)" 795.8761989306497 40.7695340575095 796.9602514390307 27.403074610647007
"channelReadSocket (bufferSize=8192)" 4832.64413864393 2282.7076015142893 2792.4132222723188 11.835135618214004
"channelWriteDevNull (bufferSize=8)" 345.3459652854962 9.774129452720215 345.9087942450219 11.652768420514548
"channelWriteDevNull (bufferSize=8192)" 349.943230413961 4.608936092626622 344.92779339984185 8.739856010991982
"channelWriteFile (bufferSize=8)" 1452.6039128144623 43.6742609161006 1430.5647193294978 20.966411002069567
"channelWriteFile (bufferSize=8192)" 2023.5220900861752 298.7213020309993 1999.0584110983148 261.936124360059
"channelWriteSocket (bufferSize=8)" 1569.713879418412 120.6285780638591 1399.7884903642207 35.31212388164483
"channelWriteSocket (bufferSize=8192)" 3930.2914279006545 2184.635841010226 4396.097780520765 4541.64545680961
"streamReadDevZero (bufferSize=8)" 381.319148565512 3.350608603707914 379.8807194339927 4.025484081656568
"streamReadDevZero (bufferSize=8192)" 576.1546382297266 15.379250617224663 579.0010500470459 26.740056384100427
"streamReadFile (bufferSize=8)" 868.4575163212043 14.426159440390537 853.5294766884958 7.343315209804592
"streamReadFile (bufferSize=8192)" 1327.903323801022 176.82840817452058 1420.1953814329754 86.5148529448145
"streamReadSocket (bufferSize=8)" 805.203678096953 20.85253749357753 820.2181044039702 9.897577714767632
"streamReadSocket (bufferSize=8192)" 4178.159779532808 2686.7857018078926 2871.723592872064 933.4285673650304
"streamWriteDevNull (bufferSize=8)" 364.9609295913963 13.931182994708761 357.19982130202607 11.939903522887318
"streamWriteDevNull (bufferSize=8192)" 477.7397102820685 19.703839054630556 447.87824072898144 8.753765028790653
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on overlay (overlay) (1 of 2)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 1160,1056 dynamic font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-overlay-overlay.svg'
replot
unset output
