# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (tmpfs)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 381.84295856629706 12.00849831862043
"channelReadDevZero (bufferSize=8192)" 487.3575961182263 8.82321363819002
"channelReadFile (bufferSize=8)" 618.3977475107652 4.2033322252804215
"channelReadFile (bufferSize=8192)" 1350.1332061598202 67.77926587202805
"channelReadSocket (bufferSize=8)" 785.2758018425803 5.260328932214453
"channelReadSocket (bufferSize=8192)" 3313.4333544206925 723.8132267549795
"channelWriteDevNull (bufferSize=8)" 342.4795788679488 6.19452949212329
"channelWriteDevNull (bufferSize=8192)" 345.0140710889683 6.155485301673284
"channelWriteFile (bufferSize=8)" 796.7281911565063 6.107698280244815
"channelWriteFile (bufferSize=8192)" 1457.142452081377 64.17859114149338
"channelWriteSocket (bufferSize=8)" 1509.6926934728551 116.53991453252641
"channelWriteSocket (bufferSize=8192)" 3521.9047566083887 498.16220475933875
"streamReadDevZero (bufferSize=8)" 383.307834982316 4.098332506345034
"streamReadDevZero (bufferSize=8192)" 588.6068056010344 15.945714619856396
"streamReadFile (bufferSize=8)" 647.5028559887954 22.106686849849023
"streamReadFile (bufferSize=8192)" 1468.0243280683208 86.19485266655984
"streamReadSocket (bufferSize=8)" 807.1034091436273 23.506546629871217
"streamReadSocket (bufferSize=8192)" 3501.0182912752084 736.5854541871823
"streamWriteDevNull (bufferSize=8)" 367.9541024900492 9.359369697004542
"streamWriteDevNull (bufferSize=8192)" 482.8590029092992 12.207091700772374
"streamWriteFile (bufferSize=8)" 836.1964937146405 20.712330080545048
"streamWriteFile (bufferSize=8192)" 4637.314836811125 134.57760420958374
"streamWriteSocket (bufferSize=8)" 1510.4925367127405 72.63588792089007
"streamWriteSocket (bufferSize=8192)" 3802.5052688341066 606.1379373112261
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
