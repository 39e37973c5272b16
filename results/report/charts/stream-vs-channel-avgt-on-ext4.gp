# iobench chart: Stream vs channel (avgt): candidate / baseline on ext4
# re-render: gnuplot stream-vs-channel-avgt-on-ext4.gp (in this folder)
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
set output 'stream-vs-channel-avgt-on-ext4.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 1.1026839924076757 0.9957040300373066 1.2211580453948487 0
"channelReadDevZero (bufferSize=8192)" 0.8341353024231276 0.8024674910538657 0.8670528220835031 1
"channelReadFile (bufferSize=8)" 1.0147869631836486 0.9238047804483951 1.1147296511581726 0
"channelReadFile (bufferSize=8192)" 0.7173908420448012 0.6680476598631805 0.7703785989687499 1
"channelWriteDevNull (bufferSize=8)" 1.033097214799823 0.9381308384046716 1.1376769758918917 0
"channelWriteDevNull (bufferSize=8192)" 0.7297877866694934 0.7103332590382645 0.749775132721567 1
"channelWriteFile (bufferSize=8)" 0.937963630298408 0.9044869782109629 0.9726793120921742 1
"channelWriteFile (bufferSize=8192)" 0.12037352099988113 0.1164813781375191 0.1243957170630488 1
EOD
set title 'Stream vs channel (avgt): candidate / baseline on ext4'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
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
set output 'stream-vs-channel-avgt-on-ext4.svg'
replot
unset output
