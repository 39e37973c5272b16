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
"channelReadDevZero (bufferSize=8) @host-ext4-jdk17" 0.987135876184879 0.9433427130146733 1.0329620662857992 0
"channelReadDevZero (bufferSize=8192) @host-ext4-jdk17" 0.7947103498467767 0.6785594511372107 0.9307431192582095 1
"channelReadFile (bufferSize=8) @host-ext4-jdk17" 0.9935668431028469 0.9570155584049405 1.031514130615268 0
"channelReadFile (bufferSize=8192) @host-ext4-jdk17" 0.7065838876683926 0.6475812963054522 0.7709623381047861 1
"channelReadSocket (bufferSize=8) @host-ext4-jdk17" 0.9761958627778804 0.9396892844971101 1.0141207080110968 0
"channelReadSocket (bufferSize=8192) @host-ext4-jdk17" 0.914796424753759 0.7149746748209889 1.170464532819692 0
"channelWriteDevNull (bufferSize=8) @host-ext4-jdk17" 0.9445757838952382 0.9072319731295115 0.9834567541128035 1
"channelWriteDevNull (bufferSize=8192) @host-ext4-jdk17" 0.7231302721896307 0.695317875676339 0.7520551518230494 1
"channelWriteFile (bufferSize=8) @host-ext4-jdk17" 0.9851029053733198 0.9513372113939055 1.0200670409528907 0
"channelWriteFile (bufferSize=8192) @host-ext4-jdk17" 0.14292150890475294 0.13112135294431404 0.15578360998369448 1
"channelWriteSocket (bufferSize=8) @host-ext4-jdk17" 0.9698584205240749 0.9302024273551647 1.0112050110812159 0
"channelWriteSocket (bufferSize=8192) @host-ext4-jdk17" 1.030392543453018 0.8139225712735878 1.3044346367520774 0
"channelReadDevZero (bufferSize=8) @host-ext4-jdk25" 0.9708389292197059 0.9467341203719284 0.995557470896041 1
"channelReadDevZero (bufferSize=8192) @host-ext4-jdk25" 0.8368324267687555 0.8111720791282966 0.8633045053082078 1
"channelReadFile (bufferSize=8) @host-ext4-jdk25" 1.0089375804429683 0.9791362268577034 1.0396459790860635 0
"channelReadFile (bufferSize=8192) @host-ext4-jdk25" 0.8163333530219368 0.779270942798597 0.8551584649913857 1
"channelReadSocket (bufferSize=8) @host-ext4-jdk25" 0.9626864676062685 0.933291033216557 0.9930077563460232 1
"channelReadSocket (bufferSize=8192) @host-ext4-jdk25" 1.0190713764457813 0.8993475474685289 1.1547331987664538 0
"channelWriteDevNull (bufferSize=8) @host-ext4-jdk25" 0.9801392935504857 0.9497449768370285 1.0115063076837856 0
"channelWriteDevNull (bufferSize=8192) @host-ext4-jdk25" 0.7120398522162843 0.6945558391241324 0.7299639893367533 1
"channelWriteFile (bufferSize=8) @host-ext4-jdk25" 0.9691223273015986 0.9437586542699274 0.9951676533244735 1
"channelWriteFile (bufferSize=8192) @host-ext4-jdk25" 0.10221257157206565 0.09749711618883117 0.10715609031081731 1
"channelWriteSocket (bufferSize=8) @host-ext4-jdk25" 1.004148734137034 0.9568839285714834 1.0537481612574522 0
"channelWriteSocket (bufferSize=8192) @host-ext4-jdk25" 1.0586058952563162 0.7108021971203425 1.576593946967915 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on ext4'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork means), log scale'
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
