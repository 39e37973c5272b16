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
"channelReadDevZero (bufferSize=8)" 328.4977717518397 10.25074309471369 335.2604182384173 16.796901346081885
"channelReadDevZero (bufferSize=8192)" 435.11535787125354 15.873817857992696 445.161553332667 16.137748199765507
"channelReadFile (bufferSize=8)" 576.9231348127701 13.63019992705643 583.6005950309617 7.602353552766136
"channelReadFile (bufferSize=8192)" 1787.1355957522662 126.31272894337937 1996.191439359102 124.41315025085005
"channelReadSocket (bufferSize=8)" 736.6310798743136 10.875664495400065 738.7993895755793 10.257974197395646
"channelReadSocket (bufferSize=8192)" 3334.2241823898244 368.27279247365317 3307.7684331313367 529.184181257378
"channelWriteDevNull (bufferSize=8)" 309.67156483597205 5.512538579441636 312.77483374006977 10.192980071982374
"channelWriteDevNull (bufferSize=8192)" 305.38001847671694 2.569526426684285 307.7629058498631 3.302084808038675
"channelWriteFile (bufferSize=8)" 759.874866204635 9.716336003664717 765.2142681505914 21.71818685681384
"channelWriteFile (bufferSize=8192)" 1930.2108225863465 99.11810407434888 2114.05927130706 146.40522251819647
"channelWriteSocket (bufferSize=8)" 1411.6505687683973 125.36654133727518 1388.81580344841 44.23718000787222
"channelWriteSocket (bufferSize=8192)" 3485.3574094612054 333.38927062426467 3604.902806757326 469.1967222656143
"streamReadDevZero (bufferSize=8)" 339.426451844896 12.68018583587811 330.12482153536615 5.662288819841374
"streamReadDevZero (bufferSize=8192)" 533.6619660680126 15.241913517222455 532.1586813739823 10.191197525715062
"streamReadFile (bufferSize=8)" 589.5189546598604 6.311950638818607 591.4934877406478 21.42776655765339
"streamReadFile (bufferSize=8192)" 1928.5100564231018 94.50929602014112 2103.097659617314 136.89611246031203
"streamReadSocket (bufferSize=8)" 760.6479481156381 20.603325101927457 770.7940898866384 25.034082823823873
"streamReadSocket (bufferSize=8192)" 3181.8814537795574 417.37010474867526 3046.88043705903 167.70209096642193
"streamWriteDevNull (bufferSize=8)" 320.1015290017433 6.745208195500592 315.210817736861 4.39078025807904
"streamWriteDevNull (bufferSize=8192)" 433.35650367051085 14.255397114507053 437.09429273501706 9.236197647101308
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
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 1160,1056 dynamic font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-tmpfs.svg'
replot
unset output
