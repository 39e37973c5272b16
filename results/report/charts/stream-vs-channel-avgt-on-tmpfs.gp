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
set terminal pngcairo noenhanced size 900,945 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk17" 0.9576009727070574 0.926312845732377 0.9899459207051035 1
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk17" 0.8335139777501455 0.7939692229279439 0.8750283147536074 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk17" 0.9727479917373756 0.9461165215867453 1.0001290896412496 0
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk17" 0.8896921155321257 0.8268643604880735 0.9572937210315843 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk17" 0.9979302742769215 0.9785396265805839 1.0177051651943512 0
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk17" 0.9182413298968466 0.8541812716004471 0.9871056272996003 1
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk17" 0.9513139982964014 0.9227441199135966 0.9807684533816668 1
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk17" 0.7097358963893048 0.6812402874105323 0.7394234485723723 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk17" 0.9534328490483206 0.93252182900136 0.9748127811848486 1
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk17" 0.32413155252719394 0.30368334226898325 0.3459566223116464 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk17" 0.9966155983741803 0.958286094116341 1.036478205225986 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk17" 1.1711608839022334 0.9681070465632591 1.4168038760298753 0
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk25" 0.9754951032996654 0.9482850391289959 1.003485932284311 0
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk25" 0.8325117129480203 0.813774066365038 0.8516808053265622 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk25" 0.995887160463667 0.9626382149916044 1.0302845045321989 0
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk25" 0.8666532968938095 0.8075554640493942 0.9300759767640794 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9658786762939067 0.9377534815848171 0.994847404610664 1
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk25" 0.9478005946884213 0.8795862093081593 1.0213051975863803 0
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk25" 0.9822822108996326 0.9600144589133657 1.0050664684175799 0
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk25" 0.7279258716137827 0.7134071020875506 0.7427401171283236 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk25" 0.9642970053611682 0.9442579614027905 0.9847613179422953 1
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk25" 0.3047278875008866 0.290838757247741 0.31928029915783945 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9784037408567144 0.9453099824773749 1.0126560576602441 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk25" 0.9895515348085566 0.8863210395502991 1.104805365490141 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on tmpfs'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:23.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 30
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero (bufferSize=8) @host-tmpfs-jdk17' 0, 'channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk17' 1, 'channelReadFile (bufferSize=8) @host-tmpfs-jdk17' 2, 'channelReadFile (bufferSize=8192) @host-tmpfs-jdk17' 3, 'channelReadSocket (bufferSize=8) @host-tmpfs-jdk17' 4, 'channelReadSocket (bufferSize=8192) @host-tmpfs-jdk17' 5, 'channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk17' 6, 'channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk17' 7, 'channelWriteFile (bufferSize=8) @host-tmpfs-jdk17' 8, 'channelWriteFile (bufferSize=8192) @host-tmpfs-jdk17' 9, 'channelWriteSocket (bufferSize=8) @host-tmpfs-jdk17' 10, 'channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk17' 11, 'channelReadDevZero (bufferSize=8) @host-tmpfs-jdk25' 12, 'channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk25' 13, 'channelReadFile (bufferSize=8) @host-tmpfs-jdk25' 14, 'channelReadFile (bufferSize=8192) @host-tmpfs-jdk25' 15, 'channelReadSocket (bufferSize=8) @host-tmpfs-jdk25' 16, 'channelReadSocket (bufferSize=8192) @host-tmpfs-jdk25' 17, 'channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk25' 18, 'channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk25' 19, 'channelWriteFile (bufferSize=8) @host-tmpfs-jdk25' 20, 'channelWriteFile (bufferSize=8192) @host-tmpfs-jdk25' 21, 'channelWriteSocket (bufferSize=8) @host-tmpfs-jdk25' 22, 'channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk25' 23)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,945 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-tmpfs.svg'
replot
unset output
