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
"channelReadDevZero (bufferSize=8)" 0.9961783290548011 0.9653419538092985 1.0279997252398052 0
"channelReadDevZero (bufferSize=8192)" 0.8279849833210453 0.8053102694599986 0.8512981376294305 1
"channelReadFile (bufferSize=8)" 0.9550502237807367 0.9239141852104483 0.9872355512496792 1
"channelReadFile (bufferSize=8192)" 0.9214849740231479 0.8798983008832078 0.9650371599741846 1
"channelReadSocket (bufferSize=8)" 0.9729556249499589 0.9453786224428061 1.0013370576073457 0
"channelReadSocket (bufferSize=8192)" 0.9632216105661918 0.9268134222011841 1.0010600287361084 0
"channelWriteDevNull (bufferSize=8)" 0.930811153486323 0.918173803081267 0.9436224389619772 1
"channelWriteDevNull (bufferSize=8192)" 0.7145234302564638 0.6960386908470139 0.7334990699499476 1
"channelWriteFile (bufferSize=8)" 0.952800205627742 0.9306381919328921 0.9754899806537605 1
"channelWriteFile (bufferSize=8192)" 0.31570238565088843 0.30446810067548336 0.327351194048053 1
"channelWriteSocket (bufferSize=8)" 0.9977438414319478 0.9569532024838578 1.0402732030484763 0
"channelWriteSocket (bufferSize=8192)" 0.965536719160662 0.9380038805624332 0.9938777177430707 1
EOD
set title 'Stream vs channel (avgt): candidate / baseline on tmpfs (tmpfs)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork means), log scale'
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
