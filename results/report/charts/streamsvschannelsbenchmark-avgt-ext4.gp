# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4
# re-render: gnuplot streamsvschannelsbenchmark-avgt-ext4.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-ext4.png'
$data << EOD
"channelReadDevZero" 484.167187081822 48.29124315860607 561.4234600160651 161.70520489883114
"channelReadFile" 1155.908492686461 208.65650963081117 1449.8679144172668 261.2159689009953
"channelWriteDevNull" 338.6559912108947 34.405417128799186 541.6310769863788 142.0957853409989
"channelWriteFile" 2355.3395440519103 200.0104708089378 4948.332370852852 1313.8198456662026
"streamReadDevZero" 582.1378326589032 50.21769215564261 805.2018962564307 98.64652215732143
"streamReadFile" 1467.626498996094 165.1106278754629 1854.2033386272135 614.5700441097655
"streamWriteDevNull" 466.0562300457716 11.389555226274323 604.8497641387445 120.92242981038672
"streamWriteFile" 3541.49868863238 2349.651139129464 3987.2785651658305 1455.404365366767
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4'."\n".'bufferSize=8192; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,693 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4.svg'
replot
unset output
