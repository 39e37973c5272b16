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
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk17" 0.9576009727070574 0.9286671230114398 0.9874362946713322 1
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk17" 0.8335139777501455 0.7978478381550603 0.870774498444962 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk17" 0.9727479917373756 0.9486667042531893 0.9974405670471976 1
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk17" 0.8896921155321257 0.8314889609181312 0.9519694158849642 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk17" 0.9979302742769215 0.9801555602137825 1.0160273253984327 0
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk17" 0.9182413298968466 0.8588942616735293 0.9816891060464696 1
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk17" 0.9513139982964014 0.9255958979494113 0.9777466876848114 1
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk17" 0.7097358963893048 0.683687912156957 0.7367762888103948 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk17" 0.9534328490483206 0.9345918234969232 0.9726537027074582 1
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk17" 0.32413155252719394 0.3051798651598983 0.3442601407817074 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk17" 0.9966155983741803 0.9631933565299761 1.0311975723140427 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk17" 1.1711608839022334 0.9778349990352095 1.402708859200152 0
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk25" 0.9754951032996654 0.9517000237070258 0.9998851243641087 1
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk25" 0.8325117129480203 0.8156871518866953 0.849683301487039 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk25" 0.995887160463667 0.9653998289067112 1.027337282107831 0
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk25" 0.8666532968938095 0.8096430329347102 0.927677885764599 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9658786762939067 0.941851506621607 0.9905187927825598 1
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk25" 0.9478005946884213 0.8830564387689535 1.0172916790506148 0
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk25" 0.9822822108996326 0.9620775184732434 1.0029112242234612 0
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk25" 0.7279258716137827 0.7134071020875506 0.7427401171283236 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk25" 0.9642970053611682 0.9462286924803192 0.982710334127664 1
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk25" 0.3047278875008866 0.29167482825516683 0.31836509847711914 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9784037408567144 0.9487769590606501 1.0089556570494453 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk25" 0.9895515348085566 0.8915244612994043 1.0983571203584925 0
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
