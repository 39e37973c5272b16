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
"channelReadDevZero (bufferSize=8)" 600.4907798030823 192.60145426413857
"channelReadDevZero (bufferSize=8192)" 756.8181811742971 306.011204790461
"channelReadFile (bufferSize=8)" 1287.127699362771 780.268662315345
"channelReadFile (bufferSize=8192)" 2045.603772453506 1418.3762993939213
"channelWriteDevNull (bufferSize=8)" 661.4726989460704 371.56209366849794
"channelWriteDevNull (bufferSize=8192)" 477.01471121673217 156.79962530590888
"channelWriteFile (bufferSize=8)" 1896.6691618371958 1124.227435139938
"channelWriteFile (bufferSize=8192)" 3131.209889600819 1027.5035049741487
"streamReadDevZero (bufferSize=8)" 598.1346377948774 297.658079617992
"streamReadDevZero (bufferSize=8192)" 814.4767741101408 311.60825040646114
"streamReadFile (bufferSize=8)" 949.112187313072 491.2691899465486
"streamReadFile (bufferSize=8192)" 1863.425230976055 345.188522704162
"streamWriteDevNull (bufferSize=8)" 431.2493977621828 63.243535424729316
"streamWriteDevNull (bufferSize=8192)" 730.7498255289166 300.44052194838065
"streamWriteFile (bufferSize=8)" 1312.388208816353 222.49382462482575
"streamWriteFile (bufferSize=8192)" 24395.525190129778 11381.477499733686
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
