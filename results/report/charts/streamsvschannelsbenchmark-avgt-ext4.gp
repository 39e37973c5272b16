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
"channelReadDevZero (bufferSize=8)" 338.0001371994917 15.347903539401658 330.4332135072603 7.100904791344073
"channelReadDevZero (bufferSize=8192)" 440.83229613338824 17.400070657495952 445.7334377940907 9.496166826069363
"channelReadFile (bufferSize=8)" 600.7127554089446 23.86312576077338 611.397919876133 29.028348014781535
"channelReadFile (bufferSize=8192)" 1092.7883751356376 57.10365880200306 1014.5531817529873 108.68364728105804
"channelReadSocket (bufferSize=8)" 742.2851136131202 8.874915459610714 726.6503030607865 18.84503014736658
"channelReadSocket (bufferSize=8192)" 4364.819589515628 1095.47209073442 3345.6696256338814 549.8492264538947
"channelWriteDevNull (bufferSize=8)" 305.2373453261337 8.787590971320212 318.42159015351865 11.375908206527917
"channelWriteDevNull (bufferSize=8192)" 306.8873783396482 7.058065897687194 307.1964673009801 3.3863038968804506
"channelWriteFile (bufferSize=8)" 885.562434153554 18.74381670737183 884.9139661900595 5.0114759221472545
"channelWriteFile (bufferSize=8192)" 2091.2973781311357 136.55881460658455 1777.946454234868 168.78572354213668
"channelWriteSocket (bufferSize=8)" 1405.9049844857166 57.49783403856264 1356.025210911499 24.704477276834908
"channelWriteSocket (bufferSize=8192)" 4026.060155685906 1694.2455341873576 3427.6998370367764 356.0221810640508
"streamReadDevZero (bufferSize=8)" 334.1760502576745 5.0737313201509595 332.6857762468636 15.976962467864787
"streamReadDevZero (bufferSize=8192)" 530.2334104436476 7.524766692666129 531.7729097158423 9.490964167686155
"streamReadFile (bufferSize=8)" 597.4171912233506 9.103664049359175 607.9678061173519 7.745325728081685
"streamReadFile (bufferSize=8192)" 1503.9838739399672 40.52884892889572 1330.0062399377962 171.63898765716215
"streamReadSocket (bufferSize=8)" 754.1957786499677 22.058832148820063 780.2336442582823 13.804940339874264
"streamReadSocket (bufferSize=8192)" 4356.716951755722 1170.6403662319394 3789.936073125846 1040.7583352252864
"streamWriteDevNull (bufferSize=8)" 326.0192783313542 3.9226253676282834 312.88757883058986 5.198574116584164
"streamWriteDevNull (bufferSize=8192)" 425.00375992483106 9.120391948608377 432.85099566419524 12.088127769789573
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
