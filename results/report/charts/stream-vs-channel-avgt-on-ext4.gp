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
"channelReadDevZero (bufferSize=8) @host-ext4-jdk17" 0.9833740621944442 0.9486517171753845 1.019367306977658 0
"channelReadDevZero (bufferSize=8192) @host-ext4-jdk17" 0.8185036305282343 0.7800705436577764 0.8588302668711103 1
"channelReadFile (bufferSize=8) @host-ext4-jdk17" 0.9774581656825738 0.9390907581851508 1.0173931085276113 0
"channelReadFile (bufferSize=8192) @host-ext4-jdk17" 0.7428175752376867 0.6868396456957999 0.8033577466586396 1
"channelReadSocket (bufferSize=8) @host-ext4-jdk17" 0.9768408164253917 0.9307868117241813 1.0251735076338704 0
"channelReadSocket (bufferSize=8192) @host-ext4-jdk17" 0.9113904322970505 0.8005412417183279 1.0375886672617727 0
"channelWriteDevNull (bufferSize=8) @host-ext4-jdk17" 0.973116671207682 0.931747870524875 1.0163222109097796 0
"channelWriteDevNull (bufferSize=8192) @host-ext4-jdk17" 0.732193463489229 0.7063312429328344 0.7590026256665695 1
"channelWriteFile (bufferSize=8) @host-ext4-jdk17" 0.9670545494623467 0.9274495680061906 1.0083507868209824 0
"channelWriteFile (bufferSize=8192) @host-ext4-jdk17" 0.12836818651548676 0.12015571092798494 0.13714197337778714 1
"channelWriteSocket (bufferSize=8) @host-ext4-jdk17" 0.9839528756849145 0.9527145412162314 1.0162154766029492 0
"channelWriteSocket (bufferSize=8192) @host-ext4-jdk17" 0.9934274987776371 0.9728426991534254 1.0144478610842207 0
"channelReadDevZero (bufferSize=8) @host-ext4-jdk25" 1.003348668851399 0.9589108475662964 1.0498458264820845 0
"channelReadDevZero (bufferSize=8192) @host-ext4-jdk25" 0.8186396512498483 0.795303599427425 0.8426604369462927 1
"channelReadFile (bufferSize=8) @host-ext4-jdk25" 1.0104640457884049 0.9902563293822924 1.03108413199235 0
"channelReadFile (bufferSize=8192) @host-ext4-jdk25" 0.7620230704692947 0.7216639243653805 0.8046393069157385 1
"channelReadSocket (bufferSize=8) @host-ext4-jdk25" 0.9291259070205324 0.8868721249790436 0.9733928114124976 1
"channelReadSocket (bufferSize=8192) @host-ext4-jdk25" 1.0111583942654923 0.9317164595833992 1.097373871392951 0
"channelWriteDevNull (bufferSize=8) @host-ext4-jdk25" 0.9758134555280501 0.9481856371911405 1.004246281150578 0
"channelWriteDevNull (bufferSize=8192) @host-ext4-jdk25" 0.7539072823050011 0.7412999055890835 0.7667290741941282 1
"channelWriteFile (bufferSize=8) @host-ext4-jdk25" 0.9612552537315215 0.9309286102748547 0.9925698411542421 1
"channelWriteFile (bufferSize=8192) @host-ext4-jdk25" 0.127718121520943 0.12123748479582673 0.13454517464057333 1
"channelWriteSocket (bufferSize=8) @host-ext4-jdk25" 0.9886957237939504 0.9449900164893836 1.03442281631705 0
"channelWriteSocket (bufferSize=8192) @host-ext4-jdk25" 1.018610967027013 0.9912926242467747 1.0466821569827516 0
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
