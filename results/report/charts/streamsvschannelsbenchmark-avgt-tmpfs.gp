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
"channelReadDevZero (bufferSize=8)" 328.9079230697209 9.587937851749848 330.7373120352719 6.859188228714458
"channelReadDevZero (bufferSize=8192)" 433.88365855605906 11.712963941665665 444.84455238824404 17.807327807029882
"channelReadFile (bufferSize=8)" 578.7265715381827 14.228848337522733 587.7897719042312 20.32028417867162
"channelReadFile (bufferSize=8192)" 1343.3507722359911 70.33161108829653 1453.914329096897 102.49750061079398
"channelReadSocket (bufferSize=8)" 734.628492567762 23.875576755754704 737.6052584282036 34.98266605599844
"channelReadSocket (bufferSize=8192)" 3402.1775078991413 481.5715611479212 3589.7068604944593 519.6064196811031
"channelWriteDevNull (bufferSize=8)" 314.1588899918877 10.446287625649585 306.6457551264336 4.139415250895277
"channelWriteDevNull (bufferSize=8192)" 309.50992784731966 3.144281261535071 311.9394119863571 11.030684152073773
"channelWriteFile (bufferSize=8)" 753.1776567990969 16.050298962358266 760.6878137809465 32.56896403307849
"channelWriteFile (bufferSize=8192)" 1613.61503295401 109.42849575122703 1640.0238452295114 96.99635144798788
"channelWriteSocket (bufferSize=8)" 1392.510524760911 74.69188430715134 1397.5109171229547 69.85593671999388
"channelWriteSocket (bufferSize=8192)" 3415.159847062435 200.93784191307975 3516.6574556502587 343.14622465826506
"streamReadDevZero (bufferSize=8)" 334.2390185438256 9.861061263370845 335.6277646509851 15.71826410625793
"streamReadDevZero (bufferSize=8192)" 526.5532304760503 28.117084635015576 538.6531273088649 8.663907024771214
"streamReadFile (bufferSize=8)" 582.5103914505245 10.789709070131988 585.1595009577809 14.739879351245344
"streamReadFile (bufferSize=8192)" 1524.2704398992814 96.8037366693215 1606.5722221413366 183.3770160172108
"streamReadSocket (bufferSize=8)" 747.6083384586688 35.181455031613496 777.1183206892449 26.72421356340783
"streamReadSocket (bufferSize=8192)" 3463.1163025792944 478.7006398349855 3389.5557305496427 455.98876504899846
"streamWriteDevNull (bufferSize=8)" 316.59977581929155 8.169909004848773 326.9097486641384 13.019051945489004
"streamWriteDevNull (bufferSize=8192)" 438.1839784938267 16.291566220376996 408.604044141357 13.216174300694572
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
