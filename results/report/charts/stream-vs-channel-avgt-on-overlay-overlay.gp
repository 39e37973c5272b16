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
set terminal pngcairo noenhanced size 900,819 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-overlay-overlay.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 0.9800303581619845 0.9582364228709774 1.002319970306983 0
"channelReadDevZero (bufferSize=8192)" 0.8387169722804163 0.8159300569166723 0.8621402700244792 1
"channelReadFile (bufferSize=8)" 0.9623296451747042 0.9426881931647805 0.9823803381615016 1
"channelReadFile (bufferSize=8192)" 0.8564569929959484 0.8177400202458721 0.8970070715520475 1
"channelReadSocket (bufferSize=8)" 0.9791640183782991 0.9568067743700696 1.002043673361276 0
"channelReadSocket (bufferSize=8192)" 0.9377094491510058 0.7959784408604962 1.1046769182297356 0
"channelWriteDevNull (bufferSize=8)" 0.9572437297233807 0.918956914230707 0.997125701874511 1
"channelWriteDevNull (bufferSize=8192)" 0.7168876473738692 0.701646363964862 0.7324600045714458 1
"channelWriteFile (bufferSize=8)" 0.9608205978885181 0.940839758156101 0.9812257755094562 1
"channelWriteFile (bufferSize=8192)" 0.15871640118773916 0.15052934908728652 0.16734873404242306 1
"channelWriteSocket (bufferSize=8)" 1.0227704482277586 0.9921115015369394 1.054376839848643 0
"channelWriteSocket (bufferSize=8192)" 0.9371433938984419 0.8896981599494124 0.9871187558457198 1
EOD
set title 'Stream vs channel (avgt): candidate / baseline on overlay (overlay)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
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
set output 'stream-vs-channel-avgt-on-overlay-overlay.svg'
replot
unset output
