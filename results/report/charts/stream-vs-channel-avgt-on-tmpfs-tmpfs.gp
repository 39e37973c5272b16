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
set terminal pngcairo noenhanced size 900,854 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-tmpfs-tmpfs.png'
$data << EOD
"channelReadDevZero @container-tmpfs-jdk17" 0.8630922007238018 0.7708909818949244 0.9663210031581249 1
"channelReadFile @container-tmpfs-jdk17" 0.859747050261049 0.7707597617172387 0.9590082761789855 1
"channelWriteDevNull @container-tmpfs-jdk17" 0.8041396993768342 0.61172904211938 1.057070388343067 0
"channelWriteFile @container-tmpfs-jdk17" 1.0331226662570105 0.8964215527288159 1.1906702156868885 0
"channelReadDevZero @container-tmpfs-jdk25" 0.8849833757950248 0.7922442817240793 0.9885783886368615 1
"channelReadFile @container-tmpfs-jdk25" 0.8876032272431587 0.7946014785642037 0.9914900868748043 1
"channelWriteDevNull @container-tmpfs-jdk25" 0.7666603490335306 0.7166433142272115 0.8201682470365772 1
"channelWriteFile @container-tmpfs-jdk25" 0.9455603944442331 0.8064474120758726 1.1086705049248964 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on tmpfs (tmpfs)'."\n".'bufferSize=8192; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 23
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero @container-tmpfs-jdk17' 0, 'channelReadFile @container-tmpfs-jdk17' 1, 'channelWriteDevNull @container-tmpfs-jdk17' 2, 'channelWriteFile @container-tmpfs-jdk17' 3, 'channelReadDevZero @container-tmpfs-jdk25' 4, 'channelReadFile @container-tmpfs-jdk25' 5, 'channelWriteDevNull @container-tmpfs-jdk25' 6, 'channelWriteFile @container-tmpfs-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,854 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-tmpfs-tmpfs.svg'
replot
unset output
