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
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk17" 0.9840500504778568 0.9580613205490336 1.010743760420826 0
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk17" 0.8240072103703365 0.7880642262376739 0.8615895254932262 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk17" 0.9935042877039162 0.973369706374801 1.0140553617209007 0
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk17" 0.8834675100387164 0.8423594115738138 0.9265817305177872 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk17" 0.9826381739967386 0.945238928829292 1.0215171546008406 0
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk17" 0.9818196522992793 0.8843920543630324 1.089980201524266 0
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk17" 0.9922903109419854 0.96505259104003 1.0202967903834161 0
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk17" 0.7063469753303181 0.6809247966450316 0.7327182855089662 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk17" 0.951495858453278 0.9201058041308361 0.9839568064772294 1
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk17" 0.33376522629861 0.318385987637221 0.3498873399324789 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk17" 0.9528736868345419 0.9158465745486176 0.9913977824387802 1
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk17" 0.9220440338457001 0.8341452995408428 1.0192051682343901 0
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk25" 0.9854289390485953 0.9428940427486252 1.0298826271970907 0
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk25" 0.8258460404949421 0.7951729790927202 0.8577022868399647 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk25" 1.00441195761383 0.990633749215557 1.018381799930104 0
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk25" 0.9149080139284558 0.8519702190025821 0.9824952272750447 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9491543807305993 0.906374148647382 0.9939538101395845 1
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk25" 1.0492547734401094 0.9313748170644509 1.1820542701131145 0
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk25" 0.9382076566947156 0.9133567458724984 0.9637347192741565 1
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk25" 0.7634271281917153 0.7335969703750623 0.7944702658205824 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk25" 0.9521197535061867 0.9326008308847928 0.9720471985389734 1
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk25" 0.3387884500123249 0.3230659560034701 0.35527610300269685 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9798825614665655 0.9438684328972266 1.0172708407240758 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk25" 1.0291974996064994 0.9231171276932718 1.1474681396532718 0
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
