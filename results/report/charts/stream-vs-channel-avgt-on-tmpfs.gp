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
"channelReadDevZero @host-tmpfs-jdk17" 0.8126102087113592 0.58543148624545 1.1279464238195491 0
"channelReadFile @host-tmpfs-jdk17" 0.8568380799736494 0.7524129622786223 0.9757560436884957 1
"channelWriteDevNull @host-tmpfs-jdk17" 0.6152844689210323 0.39909931081803407 0.948573368667241 1
"channelWriteFile @host-tmpfs-jdk17" 1.0157343889806991 0.8586901801499247 1.2015001135541803 0
"channelReadDevZero @host-tmpfs-jdk25" 1.176490929539635 0.7519113503926258 1.8408166156373122 0
"channelReadFile @host-tmpfs-jdk25" 0.9589185453693994 0.7909775854745552 1.1625168570379734 0
"channelWriteDevNull @host-tmpfs-jdk25" 0.911494725679205 0.6623077203217085 1.2544359811138037 0
"channelWriteFile @host-tmpfs-jdk25" 0.9525254336376876 0.744545257260858 1.2186024863882554 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on tmpfs'."\n".'bufferSize=8192; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
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
set xtics ('channelReadDevZero @host-tmpfs-jdk17' 0, 'channelReadFile @host-tmpfs-jdk17' 1, 'channelWriteDevNull @host-tmpfs-jdk17' 2, 'channelWriteFile @host-tmpfs-jdk17' 3, 'channelReadDevZero @host-tmpfs-jdk25' 4, 'channelReadFile @host-tmpfs-jdk25' 5, 'channelWriteDevNull @host-tmpfs-jdk25' 6, 'channelWriteFile @host-tmpfs-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-tmpfs.svg'
replot
unset output
