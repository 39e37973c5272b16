# iobench chart: Stream vs channel (avgt): candidate / baseline on ext4 (loop)
# re-render: gnuplot stream-vs-channel-avgt-on-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,973 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-ext4-loop.png'
$data << EOD
"channelReadDevZero (bufferSize=8) @container-ext4-jdk17" 0.9815434325973603 0.9588250863573095 1.0048000660216188 0
"channelReadDevZero (bufferSize=8192) @container-ext4-jdk17" 0.8259885283674667 0.8065832010010876 0.8458607223010257 1
"channelReadFile (bufferSize=8) @container-ext4-jdk17" 0.9726012496130463 0.9531606048985537 0.9924384053299585 1
"channelReadFile (bufferSize=8192) @container-ext4-jdk17" 0.8994334690233348 0.7846015699480261 1.0310718155368195 0
"channelReadSocket (bufferSize=8) @container-ext4-jdk17" 0.9700962931455845 0.9412973019881521 0.9997763894436926 1
"channelReadSocket (bufferSize=8192) @container-ext4-jdk17" 1.2000433557055672 0.7261851705774823 1.9831085980836929 0
"channelWriteDevNull (bufferSize=8) @container-ext4-jdk17" 0.9519816091049652 0.9282099471728879 0.9763620685539558 1
"channelWriteDevNull (bufferSize=8192) @container-ext4-jdk17" 0.6755032269771851 0.5268774891833157 0.8660544795031643 1
"channelWriteFile (bufferSize=8) @container-ext4-jdk17" 0.9636842615380616 0.933425266727876 0.9949241669787603 1
"channelWriteFile (bufferSize=8192) @container-ext4-jdk17" 0.18007677706260258 0.12880754914951398 0.2517526794925174 1
"channelWriteSocket (bufferSize=8) @container-ext4-jdk17" 0.9591583425326053 0.8435043337056105 1.0906698273953106 0
"channelWriteSocket (bufferSize=8192) @container-ext4-jdk17" 0.878850036565374 0.6886358084989769 1.121605030174824 0
"channelReadDevZero (bufferSize=8) @container-ext4-jdk25" 0.9984218368275237 0.9758817732133452 1.0214825111157373 0
"channelReadDevZero (bufferSize=8192) @container-ext4-jdk25" 0.8508254980068776 0.807759312143087 0.8961877841284712 1
"channelReadFile (bufferSize=8) @container-ext4-jdk25" 1.0150248586459367 0.9718177435843244 1.0601529664083635 0
"channelReadFile (bufferSize=8192) @container-ext4-jdk25" 0.7968136370098852 0.7398434908841569 0.8581706535880496 1
"channelReadSocket (bufferSize=8) @container-ext4-jdk25" 0.9333447403754989 0.8820520330145054 0.9876201990141341 1
"channelReadSocket (bufferSize=8192) @container-ext4-jdk25" 0.6513637740248193 0.3750328896500244 1.1313001547885129 0
"channelWriteDevNull (bufferSize=8) @container-ext4-jdk25" 0.9648508019029975 0.9289182459571664 1.0021733064071863 0
"channelWriteDevNull (bufferSize=8192) @container-ext4-jdk25" 0.7714162576632296 0.7534225805787612 0.7898396702286434 1
"channelWriteFile (bufferSize=8) @container-ext4-jdk25" 0.97402310738231 0.9410762013879794 1.0081234785402462 0
"channelWriteFile (bufferSize=8192) @container-ext4-jdk25" 0.20745479054235727 0.1509201116695506 0.28516736200942333 1
"channelWriteSocket (bufferSize=8) @container-ext4-jdk25" 0.9493183149163604 0.8564694595716366 1.0522328063937927 0
"channelWriteSocket (bufferSize=8192) @container-ext4-jdk25" 1.1370707765935437 0.7764880966009157 1.6650995123336187 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on ext4 (loop)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
set xrange [-0.7:23.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 32
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero (bufferSize=8) @container-ext4-jdk17' 0, 'channelReadDevZero (bufferSize=8192) @container-ext4-jdk17' 1, 'channelReadFile (bufferSize=8) @container-ext4-jdk17' 2, 'channelReadFile (bufferSize=8192) @container-ext4-jdk17' 3, 'channelReadSocket (bufferSize=8) @container-ext4-jdk17' 4, 'channelReadSocket (bufferSize=8192) @container-ext4-jdk17' 5, 'channelWriteDevNull (bufferSize=8) @container-ext4-jdk17' 6, 'channelWriteDevNull (bufferSize=8192) @container-ext4-jdk17' 7, 'channelWriteFile (bufferSize=8) @container-ext4-jdk17' 8, 'channelWriteFile (bufferSize=8192) @container-ext4-jdk17' 9, 'channelWriteSocket (bufferSize=8) @container-ext4-jdk17' 10, 'channelWriteSocket (bufferSize=8192) @container-ext4-jdk17' 11, 'channelReadDevZero (bufferSize=8) @container-ext4-jdk25' 12, 'channelReadDevZero (bufferSize=8192) @container-ext4-jdk25' 13, 'channelReadFile (bufferSize=8) @container-ext4-jdk25' 14, 'channelReadFile (bufferSize=8192) @container-ext4-jdk25' 15, 'channelReadSocket (bufferSize=8) @container-ext4-jdk25' 16, 'channelReadSocket (bufferSize=8192) @container-ext4-jdk25' 17, 'channelWriteDevNull (bufferSize=8) @container-ext4-jdk25' 18, 'channelWriteDevNull (bufferSize=8192) @container-ext4-jdk25' 19, 'channelWriteFile (bufferSize=8) @container-ext4-jdk25' 20, 'channelWriteFile (bufferSize=8192) @container-ext4-jdk25' 21, 'channelWriteSocket (bufferSize=8) @container-ext4-jdk25' 22, 'channelWriteSocket (bufferSize=8192) @container-ext4-jdk25' 23)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-ext4-loop.svg'
replot
unset output
