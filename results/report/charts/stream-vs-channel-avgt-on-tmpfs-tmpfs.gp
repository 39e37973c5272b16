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
"channelReadDevZero (bufferSize=8)" 0.9961783290548011 0.9683156872493934 1.024842699902296 0
"channelReadDevZero (bufferSize=8192)" 0.8279849833210453 0.8077015632088109 0.8487777711876454 1
"channelReadFile (bufferSize=8)" 0.9550502237807367 0.9297367290078333 0.981052916901544 1
"channelReadFile (bufferSize=8192)" 0.9214849740231479 0.88226636705673 0.9624469310591343 1
"channelReadSocket (bufferSize=8)" 0.9729556249499589 0.9489517882574354 0.997566641251701 1
"channelReadSocket (bufferSize=8192)" 0.9632216105661918 0.9299445699698663 0.9976894333517023 1
"channelWriteDevNull (bufferSize=8)" 0.930811153486323 0.918173803081267 0.9436224389619772 1
"channelWriteDevNull (bufferSize=8192)" 0.7145234302564638 0.697938350541137 0.7315026205246073 1
"channelWriteFile (bufferSize=8)" 0.952800205627742 0.9342521898618817 0.9717164612463786 1
"channelWriteFile (bufferSize=8192)" 0.31570238565088843 0.3054289449841856 0.32632138486685625 1
"channelWriteSocket (bufferSize=8)" 0.9977438414319478 0.9628547444930782 1.0338971468011875 0
"channelWriteSocket (bufferSize=8192)" 0.965536719160662 0.9408601902644496 0.9908604548200752 1
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
