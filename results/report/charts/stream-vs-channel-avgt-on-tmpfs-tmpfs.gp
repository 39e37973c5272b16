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
"channelReadDevZero (bufferSize=8)" 0.9961783290548011 0.968410252055381 1.0247426244942976 0
"channelReadDevZero (bufferSize=8192)" 0.8279849833210453 0.8077727520006656 0.8487029686346572 1
"channelReadFile (bufferSize=8)" 0.9550502237807367 0.9298971189196344 0.9808837035685712 1
"channelReadFile (bufferSize=8192)" 0.9214849740231479 0.8823962934338199 0.9623052178132555 1
"channelReadSocket (bufferSize=8)" 0.9729556249499589 0.9490580040439659 0.9974549965208565 1
"channelReadSocket (bufferSize=8192)" 0.9632216105661918 0.930058456084033 0.9975672657911944 1
"channelWriteDevNull (bufferSize=8)" 0.930811153486323 0.9181110756338303 0.9436869094040738 1
"channelWriteDevNull (bufferSize=8192)" 0.7145234302564638 0.69799434763948 0.7314439352009823 1
"channelWriteFile (bufferSize=8)" 0.952800205627742 0.93434497963306 0.9716199601145111 1
"channelWriteFile (bufferSize=8192)" 0.31570238565088843 0.3054609371719611 0.32628720787808485 1
"channelWriteSocket (bufferSize=8)" 0.9977438414319478 0.9631621659579459 1.033567148191788 0
"channelWriteSocket (bufferSize=8192)" 0.965536719160662 0.9408403377906291 0.9908813627578504 1
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
