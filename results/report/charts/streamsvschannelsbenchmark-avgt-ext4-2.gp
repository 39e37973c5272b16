# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (2 of 2)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-ext4-2.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,805 font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4-2.png'
$data << EOD
"streamWriteFile (bufferSize=8)" 914.7141571295442 23.572833501944228 927.3876099118252 6.9955403592930985
"streamWriteFile (bufferSize=8192)" 12035.25596751499 351.01623829215896 12324.47396157719 392.715239239367
"streamWriteSocket (bufferSize=8)" 1395.9356747045263 30.30110760635153 1409.808787925481 54.30133143858431
"streamWriteSocket (bufferSize=8192)" 3986.6059745366083 1778.5122895317193 3869.133225469115 1511.3986715218382
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (2 of 2)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'ns/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4-2.svg'
replot
unset output
