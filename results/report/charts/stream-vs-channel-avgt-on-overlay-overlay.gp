# iobench chart: Stream vs channel (avgt): candidate / baseline on overlay (overlay)
# re-render: gnuplot stream-vs-channel-avgt-on-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,868 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-overlay-overlay.png'
$data << EOD
"channelReadDevZero @container-overlay-jdk17" 0.8342757331589915 0.8050999808670628 0.864508775901832 1
"channelReadFile @container-overlay-jdk17" 0.7414106381852643 0.7091689776257144 0.775118133698731 1
"channelWriteDevNull @container-overlay-jdk17" 0.6795630301400513 0.6005803318966949 0.7689327928450427 1
"channelWriteFile @container-overlay-jdk17" 1.0101599839976214 0.9705016677733566 1.051438886871008 0
"channelReadDevZero @container-overlay-jdk25" 0.826798953169963 0.793146171196335 0.861879605283664 1
"channelReadFile @container-overlay-jdk25" 0.8443437337011852 0.7662245681386076 0.9304274102987176 1
"channelWriteDevNull @container-overlay-jdk25" 0.7468989463985811 0.7179208354184942 0.7770467280088355 1
"channelWriteFile @container-overlay-jdk25" 0.8852832323633858 0.8366681604926555 0.9367231102021174 1
EOD
set title 'Stream vs channel (avgt): candidate / baseline on overlay (overlay)'."\n".'bufferSize=8192; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 24
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero @container-overlay-jdk17' 0, 'channelReadFile @container-overlay-jdk17' 1, 'channelWriteDevNull @container-overlay-jdk17' 2, 'channelWriteFile @container-overlay-jdk17' 3, 'channelReadDevZero @container-overlay-jdk25' 4, 'channelReadFile @container-overlay-jdk25' 5, 'channelWriteDevNull @container-overlay-jdk25' 6, 'channelWriteFile @container-overlay-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,868 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-overlay-overlay.svg'
replot
unset output
