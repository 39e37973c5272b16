# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs
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
set terminal pngcairo noenhanced size 900,693 font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-tmpfs.png'
$data << EOD
"channelReadDevZero" 547.9983516901135 167.76229598644787 675.6150109058295 303.1707648233251
"channelReadFile" 1734.0367647150167 73.26231743633014 2017.486629298847 129.74802203191027
"channelWriteDevNull" 365.6625868203564 48.90969076369152 440.85540120348907 141.09665039806285
"channelWriteFile" 2707.296695369426 361.5798045157339 2746.0490376705493 524.9206054984569
"streamReadDevZero" 674.3680374864249 142.30328298537793 574.2628302032043 70.82946331207503
"streamReadFile" 2023.7624882035404 263.4958933116457 2103.9186686306716 405.2723998884324
"streamWriteDevNull" 594.298418521087 257.65035450665187 483.66204299754276 27.25799259476786
"streamWriteFile" 2665.3589016378864 373.9636144704598 2882.9141361437546 605.013164383366
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs'."\n".'bufferSize=8192; lower is better; error bars: 95% CI'
set ylabel 'ns/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 11
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,693 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-tmpfs.svg'
replot
unset output
