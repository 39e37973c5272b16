# iobench chart: Stream vs channel (avgt): candidate / baseline on overlay (overlay)
# re-render: gnuplot stream-vs-channel-avgt-on-overlay-overlay.gp (in this folder)
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
set output 'stream-vs-channel-avgt-on-overlay-overlay.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 0.9617708953575475 0.9226857111422636 1.0025117371891732 0
"channelReadDevZero (bufferSize=8192)" 0.8430793476635264 0.8381315782153722 0.8480563254402396 1
"channelReadFile (bufferSize=8)" 0.9792119253788867 0.9581026699260667 1.0007862673821981 0
"channelReadFile (bufferSize=8192)" 0.8283393044710335 0.79242834608885 0.8658776616436463 1
"channelReadSocket (bufferSize=8)" 0.9706964361981273 0.9352031313314485 1.0075368010223207 0
"channelReadSocket (bufferSize=8192)" 0.9611079008191488 0.8580243839915993 1.076575927504217 0
"channelWriteDevNull (bufferSize=8)" 0.9495265997095559 0.9188258427577812 0.9812531620246004 1
"channelWriteDevNull (bufferSize=8192)" 0.7280841102310119 0.7060982296524023 0.7507545682869717 1
"channelWriteFile (bufferSize=8)" 0.9814619344082919 0.9532723993488978 1.0104850715812137 0
"channelWriteFile (bufferSize=8192)" 0.17527478596600984 0.1645857936516487 0.186657972804464 1
"channelWriteSocket (bufferSize=8)" 0.9759952340464477 0.9572125427706062 0.9951464845249741 1
"channelWriteSocket (bufferSize=8192)" 0.9650428244429896 0.9363894817779588 0.9945729540239957 1
EOD
set title 'Stream vs channel (avgt): candidate / baseline on overlay (overlay)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
set xrange [-0.7:11.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 21
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero (bufferSize=8)' 0, 'channelReadDevZero (bufferSize=8192)' 1, 'channelReadFile (bufferSize=8)' 2, 'channelReadFile (bufferSize=8192)' 3, 'channelReadSocket (bufferSize=8)' 4, 'channelReadSocket (bufferSize=8192)' 5, 'channelWriteDevNull (bufferSize=8)' 6, 'channelWriteDevNull (bufferSize=8192)' 7, 'channelWriteFile (bufferSize=8)' 8, 'channelWriteFile (bufferSize=8192)' 9, 'channelWriteSocket (bufferSize=8)' 10, 'channelWriteSocket (bufferSize=8192)' 11)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-overlay-overlay.svg'
replot
unset output
