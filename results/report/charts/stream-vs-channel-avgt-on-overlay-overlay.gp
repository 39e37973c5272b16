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
"channelReadDevZero (bufferSize=8)" 0.9929831648937218 0.9756664634597939 1.0106072133153576 0
"channelReadDevZero (bufferSize=8192)" 0.8365536296384244 0.817699495883809 0.8558424932191268 1
"channelReadFile (bufferSize=8)" 0.9750954228113836 0.9514026041725769 0.9993782646985916 1
"channelReadFile (bufferSize=8192)" 0.8270406305858252 0.7890983775073241 0.8668072627401275 1
"channelReadSocket (bufferSize=8)" 0.9807182308700256 0.9586734592509123 1.003269923746893 0
"channelReadSocket (bufferSize=8192)" 1.0264418969036129 0.9640078531046292 1.0929194864190963 0
"channelWriteDevNull (bufferSize=8)" 0.9305496367487585 0.9108344915344756 0.9506915191523252 1
"channelWriteDevNull (bufferSize=8192)" 0.7211420009573882 0.7054662659450632 0.7371660569030287 1
"channelWriteFile (bufferSize=8)" 0.9679524284697438 0.9458021171240567 0.9906214913426561 1
"channelWriteFile (bufferSize=8192)" 0.20503053971549604 0.19523559803689675 0.21531689219956243 1
"channelWriteSocket (bufferSize=8)" 0.9383855866050538 0.8962424246082393 0.9825104067496244 1
"channelWriteSocket (bufferSize=8192)" 0.9924369009533192 0.8454652129180462 1.1649574545763137 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on overlay (overlay)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
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
set output 'stream-vs-channel-avgt-on-overlay-overlay.svg'
replot
unset output
