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
set terminal pngcairo noenhanced size 900,980 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-tmpfs-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8) @container-tmpfs-jdk17" 0.9800230455198622 0.9634030819500733 0.9969297252048852 1
"channelReadDevZero (bufferSize=8192) @container-tmpfs-jdk17" 0.8463291622565268 0.8320405531660093 0.8608631492303274 1
"channelReadFile (bufferSize=8) @container-tmpfs-jdk17" 0.9658123366189576 0.9368285148768751 0.995692866680051 1
"channelReadFile (bufferSize=8192) @container-tmpfs-jdk17" 0.9418173927563681 0.8664484153613388 1.0237424243294222 0
"channelReadSocket (bufferSize=8) @container-tmpfs-jdk17" 0.9837641440979216 0.9575937658265703 1.0106497407878832 0
"channelReadSocket (bufferSize=8192) @container-tmpfs-jdk17" 0.8700397793716367 0.5707565698904905 1.3262558113597953 0
"channelWriteDevNull (bufferSize=8) @container-tmpfs-jdk17" 0.9646231408558644 0.9351278183429864 0.9950487897188668 1
"channelWriteDevNull (bufferSize=8192) @container-tmpfs-jdk17" 0.7194434921874993 0.6949845409860682 0.7447632399370452 1
"channelWriteFile (bufferSize=8) @container-tmpfs-jdk17" 0.9402696215406391 0.9220652648015506 0.9588333873334406 1
"channelWriteFile (bufferSize=8192) @container-tmpfs-jdk17" 0.3195130177661913 0.29167738582992 0.35000508603566316 1
"channelWriteSocket (bufferSize=8) @container-tmpfs-jdk17" 0.99066718675068 0.9552250474290471 1.0274243515137782 0
"channelWriteSocket (bufferSize=8192) @container-tmpfs-jdk17" 0.9750520882725374 0.9330995428409451 1.0188908376806436 0
"channelReadDevZero (bufferSize=8) @container-tmpfs-jdk25" 1.0357417793044734 0.9876131379799129 1.0862158391200094 0
"channelReadDevZero (bufferSize=8192) @container-tmpfs-jdk25" 0.8312341740643163 0.8014895847421875 0.8620826337433215 1
"channelReadFile (bufferSize=8) @container-tmpfs-jdk25" 1.0105150850232663 0.9804883043601818 1.0414614152138462 0
"channelReadFile (bufferSize=8192) @container-tmpfs-jdk25" 0.9748275440433086 0.9196318362933578 1.0333360624570327 0
"channelReadSocket (bufferSize=8) @container-tmpfs-jdk25" 0.9544257299708248 0.9339753512247946 0.9753238914022413 1
"channelReadSocket (bufferSize=8192) @container-tmpfs-jdk25" 0.8580548037904767 0.47378049665716676 1.5540066581522427 0
"channelWriteDevNull (bufferSize=8) @container-tmpfs-jdk25" 0.9980909282947982 0.956230703936697 1.0417836376129583 0
"channelWriteDevNull (bufferSize=8192) @container-tmpfs-jdk25" 0.7709850209131734 0.760696273671131 0.78141292792696 1
"channelWriteFile (bufferSize=8) @container-tmpfs-jdk25" 0.9738762831688612 0.9404268595299455 1.00851544732873 0
"channelWriteFile (bufferSize=8192) @container-tmpfs-jdk25" 0.3152983847010276 0.2868189126010626 0.34660570494997717 1
"channelWriteSocket (bufferSize=8) @container-tmpfs-jdk25" 0.993054201020144 0.9144262874865854 1.0784430190369207 0
"channelWriteSocket (bufferSize=8192) @container-tmpfs-jdk25" 0.8352881406841373 0.5613171043328415 1.2429806121743394 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on tmpfs (tmpfs)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:23.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 33
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero (bufferSize=8) @container-tmpfs-jdk17' 0, 'channelReadDevZero (bufferSize=8192) @container-tmpfs-jdk17' 1, 'channelReadFile (bufferSize=8) @container-tmpfs-jdk17' 2, 'channelReadFile (bufferSize=8192) @container-tmpfs-jdk17' 3, 'channelReadSocket (bufferSize=8) @container-tmpfs-jdk17' 4, 'channelReadSocket (bufferSize=8192) @container-tmpfs-jdk17' 5, 'channelWriteDevNull (bufferSize=8) @container-tmpfs-jdk17' 6, 'channelWriteDevNull (bufferSize=8192) @container-tmpfs-jdk17' 7, 'channelWriteFile (bufferSize=8) @container-tmpfs-jdk17' 8, 'channelWriteFile (bufferSize=8192) @container-tmpfs-jdk17' 9, 'channelWriteSocket (bufferSize=8) @container-tmpfs-jdk17' 10, 'channelWriteSocket (bufferSize=8192) @container-tmpfs-jdk17' 11, 'channelReadDevZero (bufferSize=8) @container-tmpfs-jdk25' 12, 'channelReadDevZero (bufferSize=8192) @container-tmpfs-jdk25' 13, 'channelReadFile (bufferSize=8) @container-tmpfs-jdk25' 14, 'channelReadFile (bufferSize=8192) @container-tmpfs-jdk25' 15, 'channelReadSocket (bufferSize=8) @container-tmpfs-jdk25' 16, 'channelReadSocket (bufferSize=8192) @container-tmpfs-jdk25' 17, 'channelWriteDevNull (bufferSize=8) @container-tmpfs-jdk25' 18, 'channelWriteDevNull (bufferSize=8192) @container-tmpfs-jdk25' 19, 'channelWriteFile (bufferSize=8) @container-tmpfs-jdk25' 20, 'channelWriteFile (bufferSize=8192) @container-tmpfs-jdk25' 21, 'channelWriteSocket (bufferSize=8) @container-tmpfs-jdk25' 22, 'channelWriteSocket (bufferSize=8192) @container-tmpfs-jdk25' 23)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,980 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-tmpfs-tmpfs.svg'
replot
unset output
