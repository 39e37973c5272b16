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
"channelReadDevZero (bufferSize=8)" 1.1083059928562486 0.9157888429484857 1.3412941020839353 0
"channelReadDevZero (bufferSize=8192)" 0.9612738353403388 0.780788625526287 1.1834795696300968 0
"channelReadFile (bufferSize=8)" 1.064087475842113 0.9333686665814346 1.2131135282172558 0
"channelReadFile (bufferSize=8192)" 1.4483568660747284 0.8583790474345103 2.4438359927067705 0
"channelWriteDevNull (bufferSize=8)" 1.2186130182460582 0.8792558329521243 1.6889483499390414 0
"channelWriteDevNull (bufferSize=8192)" 0.9941996979147846 0.5797914793971876 1.7048078049741748 0
"channelWriteFile (bufferSize=8)" 0.9515817913029443 0.9036904158190494 1.0020111862297705 0
"channelWriteFile (bufferSize=8192)" 0.1275009121455983 0.08744167482936263 0.18591229673588897 1
EOD
set title 'Stream vs channel (avgt): candidate / baseline on overlay (overlay)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
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
set output 'stream-vs-channel-avgt-on-overlay-overlay.svg'
replot
unset output
