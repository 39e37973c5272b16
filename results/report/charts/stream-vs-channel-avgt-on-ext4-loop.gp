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
"channelReadDevZero (bufferSize=8)" 0.9993246664670846 0.9566768255557231 1.0438737119292558 0
"channelReadDevZero (bufferSize=8192)" 0.8427528637297826 0.8215783977132146 0.8644730573510866 1
"channelReadFile (bufferSize=8)" 0.952558081514605 0.923922749249903 0.9820809146602795 1
"channelReadFile (bufferSize=8192)" 0.7846670000165828 0.7184548036224732 0.8569812572908307 1
"channelReadSocket (bufferSize=8)" 0.9686846303683775 0.9302844290854382 1.008669911883198 0
"channelReadSocket (bufferSize=8192)" 1.044914461253375 0.9236585472416295 1.18208859171722 0
"channelWriteDevNull (bufferSize=8)" 0.9421164633729875 0.91563609938549 0.9693626443453996 1
"channelWriteDevNull (bufferSize=8192)" 0.72367119733128 0.6898638372779494 0.7591353156200987 1
"channelWriteFile (bufferSize=8)" 0.9454108677047551 0.921303966454425 0.9701485517467079 1
"channelWriteFile (bufferSize=8192)" 0.16050905960131065 0.13533473401786947 0.19036619387522014 1
"channelWriteSocket (bufferSize=8)" 1.0047977718512857 0.94472934706221 1.0686855081372055 0
"channelWriteSocket (bufferSize=8192)" 0.867622541074759 0.6972695561327702 1.079595211292552 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on ext4 (loop)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
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
