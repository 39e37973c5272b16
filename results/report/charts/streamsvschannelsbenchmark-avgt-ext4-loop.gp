# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (loop)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-ext4-loop.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-ext4-loop.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 384.00453573123315 17.906258482812923
"channelReadDevZero (bufferSize=8192)" 482.22722991276663 3.881646941057857
"channelReadFile (bufferSize=8)" 643.388149467621 17.839191438963123
"channelReadFile (bufferSize=8192)" 906.0940992217915 24.299684177406252
"channelReadSocket (bufferSize=8)" 788.3654397178435 14.16939088444246
"channelReadSocket (bufferSize=8192)" 3833.9119451446054 1341.3355704944015
"channelWriteDevNull (bufferSize=8)" 344.1930167741177 3.3729439487386688
"channelWriteDevNull (bufferSize=8192)" 346.1341101907541 17.063543384662523
"channelWriteFile (bufferSize=8)" 929.6061391989742 19.578994287722473
"channelWriteFile (bufferSize=8192)" 1399.885203839214 78.48297969005895
"channelWriteSocket (bufferSize=8)" 1506.694532779296 72.9023779338452
"channelWriteSocket (bufferSize=8192)" 3277.2802218156335 52.072967682037046
"streamReadDevZero (bufferSize=8)" 384.26404212437336 4.839999786568163
"streamReadDevZero (bufferSize=8192)" 572.2047953400801 11.996030038845689
"streamReadFile (bufferSize=8)" 675.4319363335919 15.146108347808415
"streamReadFile (bufferSize=8192)" 1154.749848282956 100.4183372770992
"streamReadSocket (bufferSize=8)" 815.0410097586542 47.76620168324403
"streamReadSocket (bufferSize=8192)" 3600.144712551522 1077.8327525447048
"streamWriteDevNull (bufferSize=8)" 365.34019959892197 10.275533879737626
"streamWriteDevNull (bufferSize=8192)" 478.30300759130785 18.104664757218202
"streamWriteFile (bufferSize=8)" 983.2826879342404 10.800154209883722
"streamWriteFile (bufferSize=8192)" 8721.533895447377 1463.107712943649
"streamWriteSocket (bufferSize=8)" 1499.5002725805139 71.55963862604025
"streamWriteSocket (bufferSize=8192)" 3777.311061738823 825.1916575975958
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (loop)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4-loop.svg'
replot
unset output
