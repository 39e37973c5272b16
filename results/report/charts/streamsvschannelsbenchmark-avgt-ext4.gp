# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (1 of 2)
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
set terminal pngcairo noenhanced size 1160,1056 font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-ext4.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 329.15628118361917 5.8988530891123565 339.4513937661664 9.136291709435127
"channelReadDevZero (bufferSize=8192)" 434.70395500806785 20.114645716787606 436.1213716446287 13.435933234540085
"channelReadFile (bufferSize=8)" 593.2920572971748 17.415861695735117 596.8705663729706 13.510044847139723
"channelReadFile (bufferSize=8192)" 906.5455779238699 47.32930054336786 911.3852741672029 31.348183824891624
"channelReadSocket (bufferSize=8)" 748.5434561087566 36.34226685483157 725.2891767426075 10.13737835278648
"channelReadSocket (bufferSize=8192)" 3001.852189438127 62.371230312975904 3741.799821755654 913.8423696019722
"channelWriteDevNull (bufferSize=8)" 311.95579314765246 12.524381922846517 313.09001696311117 9.538445799313829
"channelWriteDevNull (bufferSize=8192)" 312.31616060368975 13.531872471456596 303.0581832355087 4.980736258980117
"channelWriteFile (bufferSize=8)" 903.9169594769445 12.636070204364396 882.2189143226366 33.788069066849935
"channelWriteFile (bufferSize=8192)" 1538.754295942308 121.90256300410725 1518.7696365130346 104.17571364035446
"channelWriteSocket (bufferSize=8)" 1393.314868372277 51.88930014516158 1409.39417126711 101.52250807439948
"channelWriteSocket (bufferSize=8192)" 3291.8021029951033 79.60844661701404 3291.349727479832 103.43443134601068
"streamReadDevZero (bufferSize=8)" 334.72133732009553 12.787734228942075 338.3184772196482 16.252342394054388
"streamReadDevZero (bufferSize=8192)" 531.0959399502294 30.204828418839632 532.7391251801517 17.304233450701762
"streamReadFile (bufferSize=8)" 606.9743730493775 25.099891996190017 590.6895637313529 12.750897180317596
"streamReadFile (bufferSize=8192)" 1220.4148207368326 79.43081888989533 1199.8497603958351 77.48444466843917
"streamReadSocket (bufferSize=8)" 766.2901094243211 19.852098108278273 780.614523028879 39.61073106391565
"streamReadSocket (bufferSize=8192)" 3370.8068792314352 573.5642213418404 3664.2373190176236 812.4540997970306
"streamWriteDevNull (bufferSize=8)" 320.57388633626135 12.743618487703579 320.8502764431406 4.239609152746623
"streamWriteDevNull (bufferSize=8192)" 426.5486871671371 13.606726523451043 401.9833610161406 7.981809542272238
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (1 of 2)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 1160,1056 dynamic font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-ext4.svg'
replot
unset output
