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
"channelReadDevZero (bufferSize=8)" 0.9989714404535516 0.9580885111137074 1.0415988995440593 0
"channelReadDevZero (bufferSize=8192)" 0.8497358321272505 0.8336497920086883 0.8661322671972376 1
"channelReadFile (bufferSize=8)" 0.9563138777346393 0.9124200361773974 1.0023193227752112 0
"channelReadFile (bufferSize=8192)" 0.8963232890097167 0.8475638481012931 0.9478878083591662 1
"channelReadSocket (bufferSize=8)" 0.9775783303188663 0.9351245980330712 1.0219594200806439 0
"channelReadSocket (bufferSize=8192)" 1.0974848895331804 0.9692717279347718 1.2426578100240568 0
"channelWriteDevNull (bufferSize=8)" 0.9503364609866501 0.9085737070632348 0.9940188474084626 1
"channelWriteDevNull (bufferSize=8192)" 0.7305084036789967 0.7086597963396837 0.7530306228771072 1
"channelWriteFile (bufferSize=8)" 0.9687080688104207 0.9595750961554679 0.9779279665948921 1
"channelWriteFile (bufferSize=8192)" 0.3287481187060819 0.31382821068287475 0.34437734363530137 1
"channelWriteSocket (bufferSize=8)" 1.024894847254684 0.9826317218991287 1.068975715438007 0
"channelWriteSocket (bufferSize=8192)" 0.9646441573030883 0.9201908066732227 1.011244997744731 0
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
