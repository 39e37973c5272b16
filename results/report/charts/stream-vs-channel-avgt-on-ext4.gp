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
set terminal pngcairo noenhanced size 900,812 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-ext4.png'
$data << EOD
"channelReadDevZero @host-ext4-jdk17" 0.8317054139401966 0.7416315506003318 0.9327190773066394 1
"channelReadFile @host-ext4-jdk17" 0.7876039942568095 0.6517519034152236 0.9517732875328202 1
"channelWriteDevNull @host-ext4-jdk17" 0.7266419143836681 0.6565438889443719 0.8042241815518588 1
"channelWriteFile @host-ext4-jdk17" 0.6650685913317312 0.3428682066099667 1.290047378697713 0
"channelReadDevZero @host-ext4-jdk25" 0.6972455760800517 0.5216813435487117 0.9318933854451881 1
"channelReadFile @host-ext4-jdk25" 0.7819357695098843 0.5562309027420607 1.0992261390456197 0
"channelWriteDevNull @host-ext4-jdk25" 0.8954803475167362 0.6709598681117586 1.1951311708782089 0
"channelWriteFile @host-ext4-jdk25" 1.2410300133236494 0.8349527817820845 1.8446019075268671 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on ext4'."\n".'bufferSize=8192; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 20
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero @host-ext4-jdk17' 0, 'channelReadFile @host-ext4-jdk17' 1, 'channelWriteDevNull @host-ext4-jdk17' 2, 'channelWriteFile @host-ext4-jdk17' 3, 'channelReadDevZero @host-ext4-jdk25' 4, 'channelReadFile @host-ext4-jdk25' 5, 'channelWriteDevNull @host-ext4-jdk25' 6, 'channelWriteFile @host-ext4-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,812 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-ext4.svg'
replot
unset output
