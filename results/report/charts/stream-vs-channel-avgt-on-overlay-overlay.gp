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
"channelReadDevZero (bufferSize=8)" 0.9800303581619845 0.9582818023507165 1.0022725053977328 0
"channelReadDevZero (bufferSize=8192)" 0.8387169722804163 0.8172304509557534 0.8607684145500772 1
"channelReadFile (bufferSize=8)" 0.9623296451747042 0.942691008174614 0.9823774046336669 1
"channelReadFile (bufferSize=8192)" 0.8564569929959484 0.8216411317876351 0.892748126247957 1
"channelReadSocket (bufferSize=8)" 0.9791640183782991 0.9568656738389633 1.0019819929793972 0
"channelReadSocket (bufferSize=8192)" 0.9377094491510058 0.8139860401879191 1.0802384409738592 0
"channelWriteDevNull (bufferSize=8)" 0.9572437297233807 0.9222713890261427 0.9935422143608912 1
"channelWriteDevNull (bufferSize=8192)" 0.7168876473738692 0.7016055332055742 0.7325026309429881 1
"channelWriteFile (bufferSize=8)" 0.9608205978885181 0.9408611105839012 0.9812035070233944 1
"channelWriteFile (bufferSize=8192)" 0.15871640118773916 0.15184815903817966 0.16589530071058384 1
"channelWriteSocket (bufferSize=8)" 1.0227704482277586 0.9950505994641969 1.0512625089932914 0
"channelWriteSocket (bufferSize=8192)" 0.9371433938984419 0.8950586453049783 0.9812069246348024 1
EOD
set title 'Stream vs channel (avgt): candidate / baseline on overlay (overlay)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
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
