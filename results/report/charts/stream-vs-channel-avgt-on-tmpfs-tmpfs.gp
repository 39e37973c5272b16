# iobench chart: Stream vs channel (avgt): candidate / baseline on tmpfs (tmpfs)
# re-render: gnuplot stream-vs-channel-avgt-on-tmpfs-tmpfs.gp (in this folder)
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
set output 'stream-vs-channel-avgt-on-tmpfs-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 0.9867675368284926 0.9564309406045973 1.0180663656939521 0
"channelReadDevZero (bufferSize=8192)" 0.8278283555338797 0.804605682902891 0.851721285081499 1
"channelReadFile (bufferSize=8)" 0.9698397678293795 0.9399901590561932 1.000637257955714 0
"channelReadFile (bufferSize=8192)" 0.9481448445737246 0.9027962263383216 0.9957713823615846 1
"channelReadSocket (bufferSize=8)" 1.0050158788900316 0.9721277963756372 1.0390165990385993 0
"channelReadSocket (bufferSize=8192)" 1.0101061031629353 0.9417015342767036 1.0834795341293433 0
"channelWriteDevNull (bufferSize=8)" 0.9656914842986395 0.9253102160625198 1.0078350229561281 0
"channelWriteDevNull (bufferSize=8192)" 0.7326365725490879 0.7230992139548582 0.7422997246820181 1
"channelWriteFile (bufferSize=8)" 0.9423885862562229 0.916505585543166 0.9690025478455467 1
"channelWriteFile (bufferSize=8192)" 0.3901210277788463 0.37092226290448244 0.41031351184874953 1
"channelWriteSocket (bufferSize=8)" 0.9877370112842 0.9541312489638561 1.0225264129228848 0
"channelWriteSocket (bufferSize=8192)" 0.9813859875905866 0.9611031144616601 1.0020969052614295 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on tmpfs (tmpfs)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
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
set output 'stream-vs-channel-avgt-on-tmpfs-tmpfs.svg'
replot
unset output
