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
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk17" 0.9678025091042396 0.9319813105361514 1.0050005145378178 0
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk17" 0.8152779669551122 0.8081948644426652 0.8224231465029491 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk17" 0.97863373221925 0.9561071894529273 1.0016910158215384 0
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk17" 0.9296266832472743 0.9022604563100968 0.9578229480870768 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk17" 0.9684257766016174 0.9426350802497468 0.9949221118929364 1
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk17" 1.046412878749058 0.9948034475222337 1.1006997568606822 0
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk17" 0.9674166999504884 0.9469778077005717 0.9882967306442066 1
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk17" 0.7046854400249251 0.6817913946302179 0.7283482503507579 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk17" 0.9760539079746494 0.9635493435836188 0.9887207516839637 1
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk17" 0.38088762811069055 0.3646550554270145 0.39784279167034464 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk17" 1.0135204931777644 0.9859410234422104 1.0418714361889092 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk17" 0.9866090387760481 0.9641395196294772 1.009602215837681 0
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk25" 1.0147484061400915 0.979352400494418 1.051423703300276 0
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk25" 0.8365203254474828 0.8047756855251503 0.8695171430659405 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk25" 0.9866559938980312 0.9511191834843946 1.0235205715529385 0
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk25" 0.9495169736229858 0.9028498656318079 0.9985962423190182 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9584912485307656 0.9283390949912178 0.9896227342647428 1
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk25" 1.029166755327212 0.9277089855653335 1.1417203312149538 0
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk25" 0.99204965766966 0.9731953128395031 1.0112692799670266 0
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk25" 0.7041110144086016 0.6902545010780998 0.7182456903028801 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk25" 0.9782793979571344 0.9511663698449464 1.0061652838118982 0
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk25" 0.40987884746757897 0.3868637738766797 0.43426312036883635 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9755595101899897 0.9281317421479065 1.0254108492396197 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk25" 1.0184340877922702 0.9566680703155132 1.0841879470642286 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on tmpfs'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
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
