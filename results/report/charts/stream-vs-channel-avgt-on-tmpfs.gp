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
set terminal pngcairo noenhanced size 900,945 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk17" 0.9576009727070574 0.9287698847653004 0.9873270418982498 1
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk17" 0.8335139777501455 0.7980095174169533 0.8705980767668856 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk17" 0.9727479917373756 0.9487727796280129 0.9973290504814976 1
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk17" 0.8896921155321257 0.8318612419471325 0.9515433831094813 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk17" 0.9979302742769215 0.9802148159986012 1.0159659046816865 0
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk17" 0.9182413298968466 0.8592716798626681 0.981257918410028 1
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk17" 0.9513139982964014 0.9257140493730444 0.9776218951928095 1
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk17" 0.7097358963893048 0.6837920853738232 0.7366640436444184 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk17" 0.9534328490483206 0.9346677362244759 0.9725747047997793 1
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk17" 0.32413155252719394 0.3052938287948043 0.3441316313481836 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk17" 0.9966155983741803 0.9635478573173812 1.0308181823869318 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk17" 1.1711608839022334 0.9782676498418384 1.4020884940889307 0
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk25" 0.9754951032996654 0.9518225450010133 0.9997564163187708 1
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk25" 0.8325117129480203 0.8157530136401665 0.8496147002913393 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk25" 0.995887160463667 0.9655097541603809 1.027220317664071 0
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk25" 0.8666532968938095 0.8097255864596451 0.9275833067112078 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9658786762939067 0.9419880818854021 0.9903751812358538 1
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk25" 0.9478005946884213 0.8832655887078001 1.017050792849247 0
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk25" 0.9822822108996326 0.9621755903650536 1.0028090002613672 0
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk25" 0.7279258716137827 0.7134429490903116 0.7427027980868175 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk25" 0.9642970053611682 0.946292450811946 0.9826441220688836 1
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk25" 0.3047278875008866 0.2917133243422713 0.31832308527600933 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9784037408567144 0.9489743119985223 1.0087458301230638 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk25" 0.9895515348085566 0.8918526052859971 1.0979529960872387 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on tmpfs'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:23.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 30
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero (bufferSize=8) @host-tmpfs-jdk17' 0, 'channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk17' 1, 'channelReadFile (bufferSize=8) @host-tmpfs-jdk17' 2, 'channelReadFile (bufferSize=8192) @host-tmpfs-jdk17' 3, 'channelReadSocket (bufferSize=8) @host-tmpfs-jdk17' 4, 'channelReadSocket (bufferSize=8192) @host-tmpfs-jdk17' 5, 'channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk17' 6, 'channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk17' 7, 'channelWriteFile (bufferSize=8) @host-tmpfs-jdk17' 8, 'channelWriteFile (bufferSize=8192) @host-tmpfs-jdk17' 9, 'channelWriteSocket (bufferSize=8) @host-tmpfs-jdk17' 10, 'channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk17' 11, 'channelReadDevZero (bufferSize=8) @host-tmpfs-jdk25' 12, 'channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk25' 13, 'channelReadFile (bufferSize=8) @host-tmpfs-jdk25' 14, 'channelReadFile (bufferSize=8192) @host-tmpfs-jdk25' 15, 'channelReadSocket (bufferSize=8) @host-tmpfs-jdk25' 16, 'channelReadSocket (bufferSize=8192) @host-tmpfs-jdk25' 17, 'channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk25' 18, 'channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk25' 19, 'channelWriteFile (bufferSize=8) @host-tmpfs-jdk25' 20, 'channelWriteFile (bufferSize=8192) @host-tmpfs-jdk25' 21, 'channelWriteSocket (bufferSize=8) @host-tmpfs-jdk25' 22, 'channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk25' 23)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,945 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-tmpfs.svg'
replot
unset output
