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
set terminal pngcairo noenhanced size 900,994 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-overlay-overlay.png'
$data << EOD
"channelReadDevZero (bufferSize=8) @container-overlay-jdk17" 0.9957564299519748 0.9675432482236387 1.0247922969966494 0
"channelReadDevZero (bufferSize=8192) @container-overlay-jdk17" 0.8470744007035187 0.8239054521768205 0.8708948805126164 1
"channelReadFile (bufferSize=8) @container-overlay-jdk17" 0.9739273375356413 0.957765573371829 0.9903618225281708 1
"channelReadFile (bufferSize=8192) @container-overlay-jdk17" 0.8888783942876489 0.8483142647713112 0.9313821924760226 1
"channelReadSocket (bufferSize=8) @container-overlay-jdk17" 0.9881362286569839 0.9594583337445831 1.017671296442538 0
"channelReadSocket (bufferSize=8192) @container-overlay-jdk17" 1.1566441672042291 0.6178492059799423 2.165294891664869 0
"channelWriteDevNull (bufferSize=8) @container-overlay-jdk17" 0.9462546187399823 0.9167178212803375 0.9767430966228935 1
"channelWriteDevNull (bufferSize=8192) @container-overlay-jdk17" 0.7324976820690633 0.7058746231988747 0.7601248672250126 1
"channelWriteFile (bufferSize=8) @container-overlay-jdk17" 0.9741587692624657 0.9469717429192946 1.0021263198471582 0
"channelWriteFile (bufferSize=8192) @container-overlay-jdk17" 0.16549171571226765 0.1434547519894612 0.19091391250254308 1
"channelWriteSocket (bufferSize=8) @container-overlay-jdk17" 1.037530338229065 0.927170595318008 1.1610260379067594 0
"channelWriteSocket (bufferSize=8192) @container-overlay-jdk17" 0.8332974286033931 0.45717170987114747 1.5188704583508397 0
"channelReadDevZero (bufferSize=8) @container-overlay-jdk25" 0.9919752696167046 0.9829406588070315 1.00109292124044 0
"channelReadDevZero (bufferSize=8192) @container-overlay-jdk25" 0.8487401469295144 0.8166310659049563 0.882111723501066 1
"channelReadFile (bufferSize=8) @container-overlay-jdk25" 0.9926370205745498 0.973976073884365 1.0116555026711076 0
"channelReadFile (bufferSize=8192) @container-overlay-jdk25" 0.8125604689327353 0.7682272247162462 0.8594521183703943 1
"channelReadSocket (bufferSize=8) @container-overlay-jdk25" 0.9716443067519945 0.9425475195584282 1.0016393224246771 0
"channelReadSocket (bufferSize=8192) @container-overlay-jdk25" 0.9723823104714527 0.7025988194462015 1.3457571113812559 0
"channelWriteDevNull (bufferSize=8) @container-overlay-jdk25" 0.9683901659977115 0.9391835880401248 0.9985050053504667 1
"channelWriteDevNull (bufferSize=8192) @container-overlay-jdk25" 0.770137421363507 0.7539934393386873 0.7866270670798389 1
"channelWriteFile (bufferSize=8) @container-overlay-jdk25" 0.9500680721759567 0.9103184708620707 0.9915533636413526 1
"channelWriteFile (bufferSize=8192) @container-overlay-jdk25" 0.161524887466627 0.14394668742939598 0.18124966775566453 1
"channelWriteSocket (bufferSize=8) @container-overlay-jdk25" 0.9391772351505002 0.7954358580427621 1.1088937845916411 0
"channelWriteSocket (bufferSize=8192) @container-overlay-jdk25" 1.163090071947761 0.46675453764698144 2.8982653758078505 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on overlay (overlay)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
set xrange [-0.7:23.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 34
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero (bufferSize=8) @container-overlay-jdk17' 0, 'channelReadDevZero (bufferSize=8192) @container-overlay-jdk17' 1, 'channelReadFile (bufferSize=8) @container-overlay-jdk17' 2, 'channelReadFile (bufferSize=8192) @container-overlay-jdk17' 3, 'channelReadSocket (bufferSize=8) @container-overlay-jdk17' 4, 'channelReadSocket (bufferSize=8192) @container-overlay-jdk17' 5, 'channelWriteDevNull (bufferSize=8) @container-overlay-jdk17' 6, 'channelWriteDevNull (bufferSize=8192) @container-overlay-jdk17' 7, 'channelWriteFile (bufferSize=8) @container-overlay-jdk17' 8, 'channelWriteFile (bufferSize=8192) @container-overlay-jdk17' 9, 'channelWriteSocket (bufferSize=8) @container-overlay-jdk17' 10, 'channelWriteSocket (bufferSize=8192) @container-overlay-jdk17' 11, 'channelReadDevZero (bufferSize=8) @container-overlay-jdk25' 12, 'channelReadDevZero (bufferSize=8192) @container-overlay-jdk25' 13, 'channelReadFile (bufferSize=8) @container-overlay-jdk25' 14, 'channelReadFile (bufferSize=8192) @container-overlay-jdk25' 15, 'channelReadSocket (bufferSize=8) @container-overlay-jdk25' 16, 'channelReadSocket (bufferSize=8192) @container-overlay-jdk25' 17, 'channelWriteDevNull (bufferSize=8) @container-overlay-jdk25' 18, 'channelWriteDevNull (bufferSize=8192) @container-overlay-jdk25' 19, 'channelWriteFile (bufferSize=8) @container-overlay-jdk25' 20, 'channelWriteFile (bufferSize=8192) @container-overlay-jdk25' 21, 'channelWriteSocket (bufferSize=8) @container-overlay-jdk25' 22, 'channelWriteSocket (bufferSize=8192) @container-overlay-jdk25' 23)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,994 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-overlay-overlay.svg'
replot
unset output
