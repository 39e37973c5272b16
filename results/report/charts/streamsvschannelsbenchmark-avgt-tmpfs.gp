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
"channelReadDevZero (bufferSize=8)" 330.12753419639955 7.513312653656639 326.1596259502101 2.0823825249199186
"channelReadDevZero (bufferSize=8192)" 454.3632544268005 15.92527836443004 437.0754831852377 10.580943872234753
"channelReadFile (bufferSize=8)" 573.7795833666847 10.606171656508549 581.6630324859847 5.732261589478204
"channelReadFile (bufferSize=8192)" 1392.3258851138264 130.23089732394948 1203.9685193191208 105.0374875332789
"channelReadSocket (bufferSize=8)" 748.2226742649302 15.696627767034876 742.1769533493576 10.581415559941103
"channelReadSocket (bufferSize=8192)" 3265.494520287911 462.84424614633883 3473.797568382242 508.9475410568605
"channelWriteDevNull (bufferSize=8)" 306.21878503837564 8.717663206076137 309.04050615587346 2.427397934783974
"channelWriteDevNull (bufferSize=8192)" 307.45735926837864 5.854179655545077 311.4145288615547 10.15144158186772
"channelWriteFile (bufferSize=8)" 754.8595655344268 7.640086344395552 757.778276317699 16.973437143689388
"channelWriteFile (bufferSize=8192)" 1575.4286301551786 117.48688888196611 1431.122602413138 71.93823274837514
"channelWriteSocket (bufferSize=8)" 1458.2196194995238 105.87081828216533 1418.6174236418267 94.70663328143806
"channelWriteSocket (bufferSize=8192)" 4091.8705925618756 635.7404104320544 4034.3829337429247 655.022199902744
"streamReadDevZero (bufferSize=8)" 344.7443597129572 10.082063531261285 334.3529094579331 9.606709633626297
"streamReadDevZero (bufferSize=8192)" 545.1177383410367 23.628381589534794 525.0082087584124 7.217034404320048
"streamReadFile (bufferSize=8)" 589.8542975574654 15.890348296630787 584.0651989279316 19.710301817809132
"streamReadFile (bufferSize=8192)" 1544.5056884090561 109.57660729360518 1351.5707232169611 50.72962050670656
"streamReadSocket (bufferSize=8)" 749.7745018378924 3.8832543427267616 768.3956293528536 24.24211162366488
"streamReadSocket (bufferSize=8192)" 3594.37290749892 564.8006652309541 3649.031840069386 526.6285520353199
"streamWriteDevNull (bufferSize=8)" 321.89033861243246 7.297586658133666 314.68129076357843 9.32621677671358
"streamWriteDevNull (bufferSize=8192)" 433.19967445993734 17.197298877623652 427.7524719808372 5.008449762124402
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
