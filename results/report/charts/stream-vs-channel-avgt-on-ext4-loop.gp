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
"channelReadDevZero (bufferSize=8)" 0.9903032681825881 0.9496635533526243 1.0326821109548951 0
"channelReadDevZero (bufferSize=8192)" 0.8454594316200019 0.8199771831954713 0.8717335862073832 1
"channelReadFile (bufferSize=8)" 0.974086563510703 0.9634423591151737 0.9848483661062097 1
"channelReadFile (bufferSize=8192)" 0.7385422454918807 0.6884059023839626 0.7923299996227581 1
"channelReadSocket (bufferSize=8)" 0.9993526525773279 0.9692368098404186 1.030404245973463 0
"channelReadSocket (bufferSize=8192)" 0.9031422393769947 0.723272346355177 1.1277438003226852 0
"channelWriteDevNull (bufferSize=8)" 0.9480065734639231 0.9172620804886312 0.9797815503853129 1
"channelWriteDevNull (bufferSize=8192)" 0.7335999796492835 0.7021829565935571 0.7664226610571754 1
"channelWriteFile (bufferSize=8)" 0.939136771318877 0.8963496801885981 0.9839662965659457 1
"channelWriteFile (bufferSize=8192)" 0.21483860559121074 0.17051330239572599 0.27068636759645986 1
"channelWriteSocket (bufferSize=8)" 0.9789792252737866 0.9506078397996132 1.0081973695059077 0
"channelWriteSocket (bufferSize=8192)" 1.06681586918304 0.9483565828049447 1.2000719132192135 0
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
