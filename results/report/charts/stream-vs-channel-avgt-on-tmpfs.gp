# iobench chart: Stream vs channel (avgt): candidate / baseline on tmpfs
# re-render: gnuplot stream-vs-channel-avgt-on-tmpfs.gp (in this folder)
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
set output 'stream-vs-channel-avgt-on-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 1.039256673251361 0.9727924262181102 1.110261967289748 0
"channelReadDevZero (bufferSize=8192)" 0.9121310395044615 0.8148638050487252 1.0210086987208133 0
"channelReadFile (bufferSize=8)" 0.9964251096786161 0.9601070796767118 1.0341169440520739 0
"channelReadFile (bufferSize=8192)" 0.8920170845413844 0.7826336698652029 1.0166882792696077 0
"channelWriteDevNull (bufferSize=8)" 0.964044967422231 0.9303926088493939 0.9989145338992832 1
"channelWriteDevNull (bufferSize=8192)" 0.743911292504935 0.715620829963637 0.773320154954801 1
"channelWriteFile (bufferSize=8)" 0.9747544683231534 0.9535784306256672 0.9964007605462911 1
"channelWriteFile (bufferSize=8192)" 0.3099066978316742 0.2823780229979184 0.3401191082127542 1
EOD
set title 'Stream vs channel (avgt): candidate / baseline on tmpfs'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
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
set output 'stream-vs-channel-avgt-on-tmpfs.svg'
replot
unset output
