# iobench chart: Stream vs channel (avgt): candidate / baseline on ext4
# re-render: gnuplot stream-vs-channel-avgt-on-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,938 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-ext4.png'
$data << EOD
"channelReadDevZero (bufferSize=8) @host-ext4-jdk17" 0.973204596434464 0.9338013969731809 1.0142704750615936 0
"channelReadDevZero (bufferSize=8192) @host-ext4-jdk17" 0.823445058376708 0.7951111744992908 0.8527886236689093 1
"channelReadFile (bufferSize=8) @host-ext4-jdk17" 0.9875354333204327 0.9502390132692801 1.026295719755945 0
"channelReadFile (bufferSize=8192) @host-ext4-jdk17" 0.8148839539215772 0.7337595639355154 0.9049774490124672 1
"channelReadSocket (bufferSize=8) @host-ext4-jdk17" 0.9778644553618074 0.9380974340064536 1.019317246158746 0
"channelReadSocket (bufferSize=8192) @host-ext4-jdk17" 1.2429981719904148 0.7118877879159917 2.170348307413078 0
"channelWriteDevNull (bufferSize=8) @host-ext4-jdk17" 0.9684007866855675 0.9470674195125975 0.9902147031262665 1
"channelWriteDevNull (bufferSize=8192) @host-ext4-jdk17" 0.6990057781279131 0.664690983123851 0.7350920807739727 1
"channelWriteFile (bufferSize=8) @host-ext4-jdk17" 0.9596861229766981 0.8857915275339335 1.039745161254959 0
"channelWriteFile (bufferSize=8192) @host-ext4-jdk17" 0.12812777148020407 0.0972447508164523 0.16881863223105656 1
"channelWriteSocket (bufferSize=8) @host-ext4-jdk17" 0.9768741139254606 0.8615709744990158 1.1076081515078293 0
"channelWriteSocket (bufferSize=8192) @host-ext4-jdk17" 1.0984614286176795 0.6661492817253495 1.811331999091274 0
"channelReadDevZero (bufferSize=8) @host-ext4-jdk25" 1.0117497582883612 0.9829579832976233 1.0413848717749485 0
"channelReadDevZero (bufferSize=8192) @host-ext4-jdk25" 0.8420000555711529 0.7995621281812291 0.8866904379207045 1
"channelReadFile (bufferSize=8) @host-ext4-jdk25" 1.0148389655429675 0.9688275980432457 1.0630354957522057 0
"channelReadFile (bufferSize=8192) @host-ext4-jdk25" 0.7899976278879751 0.6898156775642666 0.9047290056849769 1
"channelReadSocket (bufferSize=8) @host-ext4-jdk25" 0.9434523272072072 0.8965778062959027 0.9927775230016452 1
"channelReadSocket (bufferSize=8192) @host-ext4-jdk25" 0.999100039513179 0.5573877410663594 1.7908554770966802 0
"channelWriteDevNull (bufferSize=8) @host-ext4-jdk25" 0.9523217911444078 0.8991958162032666 1.0085865364874886 0
"channelWriteDevNull (bufferSize=8192) @host-ext4-jdk25" 0.7492645913400173 0.7294696016627565 0.7695967406404203 1
"channelWriteFile (bufferSize=8) @host-ext4-jdk25" 0.9887591411984935 0.962264146976848 1.0159836489544534 0
"channelWriteFile (bufferSize=8192) @host-ext4-jdk25" 0.12489008391114893 0.1063661012490755 0.146640074950283 1
"channelWriteSocket (bufferSize=8) @host-ext4-jdk25" 1.0184303677823567 0.9184739133786578 1.1292649675872737 0
"channelWriteSocket (bufferSize=8192) @host-ext4-jdk25" 0.9484466168752831 0.48526911429923797 1.8537157188773152 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on ext4'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
set xrange [-0.7:23.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 30
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero (bufferSize=8) @host-ext4-jdk17' 0, 'channelReadDevZero (bufferSize=8192) @host-ext4-jdk17' 1, 'channelReadFile (bufferSize=8) @host-ext4-jdk17' 2, 'channelReadFile (bufferSize=8192) @host-ext4-jdk17' 3, 'channelReadSocket (bufferSize=8) @host-ext4-jdk17' 4, 'channelReadSocket (bufferSize=8192) @host-ext4-jdk17' 5, 'channelWriteDevNull (bufferSize=8) @host-ext4-jdk17' 6, 'channelWriteDevNull (bufferSize=8192) @host-ext4-jdk17' 7, 'channelWriteFile (bufferSize=8) @host-ext4-jdk17' 8, 'channelWriteFile (bufferSize=8192) @host-ext4-jdk17' 9, 'channelWriteSocket (bufferSize=8) @host-ext4-jdk17' 10, 'channelWriteSocket (bufferSize=8192) @host-ext4-jdk17' 11, 'channelReadDevZero (bufferSize=8) @host-ext4-jdk25' 12, 'channelReadDevZero (bufferSize=8192) @host-ext4-jdk25' 13, 'channelReadFile (bufferSize=8) @host-ext4-jdk25' 14, 'channelReadFile (bufferSize=8192) @host-ext4-jdk25' 15, 'channelReadSocket (bufferSize=8) @host-ext4-jdk25' 16, 'channelReadSocket (bufferSize=8192) @host-ext4-jdk25' 17, 'channelWriteDevNull (bufferSize=8) @host-ext4-jdk25' 18, 'channelWriteDevNull (bufferSize=8192) @host-ext4-jdk25' 19, 'channelWriteFile (bufferSize=8) @host-ext4-jdk25' 20, 'channelWriteFile (bufferSize=8192) @host-ext4-jdk25' 21, 'channelWriteSocket (bufferSize=8) @host-ext4-jdk25' 22, 'channelWriteSocket (bufferSize=8192) @host-ext4-jdk25' 23)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,938 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-ext4.svg'
replot
unset output
