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
"channelReadDevZero (bufferSize=8)" 0.8904497946899126 0.4759497347723976 1.6659339819623558 0
"channelReadDevZero (bufferSize=8192)" 1.1022286083731099 0.5583852272753861 2.1757522329955026 0
"channelReadFile (bufferSize=8)" 1.2687964353523404 0.6970701049747339 2.3094440327793957 0
"channelReadFile (bufferSize=8192)" 0.7510294768015956 0.4860210831199697 1.1605366405178128 0
"channelWriteDevNull (bufferSize=8)" 1.1570483413793065 0.6452522762960362 2.0747867360864487 0
"channelWriteDevNull (bufferSize=8192)" 0.9678346279195525 0.6321455860399837 1.481785031305955 0
"channelWriteFile (bufferSize=8)" 0.9120688526187302 0.8027943978304576 1.036217485031491 0
"channelWriteFile (bufferSize=8192)" 0.3587124280820943 0.2138603141878103 0.6016759423048015 1
EOD
set title 'Stream vs channel (avgt): candidate / baseline on tmpfs (tmpfs)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 21
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero (bufferSize=8)' 0, 'channelReadDevZero (bufferSize=8192)' 1, 'channelReadFile (bufferSize=8)' 2, 'channelReadFile (bufferSize=8192)' 3, 'channelWriteDevNull (bufferSize=8)' 4, 'channelWriteDevNull (bufferSize=8192)' 5, 'channelWriteFile (bufferSize=8)' 6, 'channelWriteFile (bufferSize=8192)' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-tmpfs-tmpfs.svg'
replot
unset output
