# iobench chart: Stream vs channel (avgt): candidate / baseline on ext4 (loop)
# re-render: gnuplot stream-vs-channel-avgt-on-ext4-loop.gp (in this folder)
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
set output 'stream-vs-channel-avgt-on-ext4-loop.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 0.9793083206316928 0.9680983402511673 0.9906481056559276 1
"channelReadDevZero (bufferSize=8192)" 0.852827812553407 0.8300790050786891 0.8762000645898538 1
"channelReadFile (bufferSize=8)" 1.0014578574260296 0.9674966904265796 1.0366111327555412 0
"channelReadFile (bufferSize=8192)" 0.7236838922314661 0.6871673614649462 0.7621409357376766 1
"channelReadSocket (bufferSize=8)" 0.9947380636420093 0.9772133114848951 1.0125770940990186 0
"channelReadSocket (bufferSize=8192)" 0.8785837238613382 0.7193189392327699 1.073111408212579 0
"channelWriteDevNull (bufferSize=8)" 0.953429455671593 0.934352724359103 0.9728956776636533 1
"channelWriteDevNull (bufferSize=8192)" 0.7214169415955284 0.7086928608447616 0.7343694742468252 1
"channelWriteFile (bufferSize=8)" 0.9483860487801106 0.9259223697818002 0.9713947160955926 1
"channelWriteFile (bufferSize=8192)" 0.28120279578741747 0.2686493142590385 0.2943428781002355 1
"channelWriteSocket (bufferSize=8)" 1.014248071809329 0.9703165985315392 1.060168560164546 0
"channelWriteSocket (bufferSize=8192)" 0.996702265426247 0.9528891118400884 1.0425299161908415 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on ext4 (loop)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
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
set output 'stream-vs-channel-avgt-on-ext4-loop.svg'
replot
unset output
