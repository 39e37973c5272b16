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
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk17" 0.9836350281408435 0.9453900612980807 1.0234271632358256 0
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk17" 0.8444487222430528 0.8202918512865731 0.8693169917261578 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk17" 0.9602310126403055 0.9340512185731272 0.9871445797637911 1
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk17" 0.843688222931648 0.7757751838365922 0.9175465164963261 1
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk17" 0.9564237204089123 0.9190232767197938 0.9953462073624142 1
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk17" 1.1299181055184042 0.8069881316007094 1.5820739800049588 0
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk17" 0.9792473873314288 0.9537356694849146 1.0054415246032662 0
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk17" 0.7094269304281171 0.6909047575846199 0.7284456563537551 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk17" 0.9796030614629345 0.9531109236464754 1.0068315599155735 0
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk17" 0.30639637180974405 0.27986241948715157 0.33544602676632285 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk17" 1.0507344788556423 0.9663671542829565 1.1424673739819284 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk17" 1.0774361537275592 0.7016360279843388 1.6545168991595003 0
"channelReadDevZero (bufferSize=8) @host-tmpfs-jdk25" 0.9576312456243231 0.8711791361490373 1.0526624944781813 0
"channelReadDevZero (bufferSize=8192) @host-tmpfs-jdk25" 0.8333820664276921 0.7928014008749001 0.876039910974984 1
"channelReadFile (bufferSize=8) @host-tmpfs-jdk25" 1.0348138458093536 0.9554818843258716 1.1207325989589667 0
"channelReadFile (bufferSize=8192) @host-tmpfs-jdk25" 1.0390919187314767 0.9231403882808138 1.1696076017038262 0
"channelReadSocket (bufferSize=8) @host-tmpfs-jdk25" 0.9513142944528785 0.932680934997442 0.9703199163525951 1
"channelReadSocket (bufferSize=8192) @host-tmpfs-jdk25" 0.8703645146586705 0.7070199288842237 1.071447009382774 0
"channelWriteDevNull (bufferSize=8) @host-tmpfs-jdk25" 0.9544939879209662 0.9134362790172629 0.9973971845714831 1
"channelWriteDevNull (bufferSize=8192) @host-tmpfs-jdk25" 0.7237743368271069 0.6898337346021717 0.759384855180536 1
"channelWriteFile (bufferSize=8) @host-tmpfs-jdk25" 0.9596740452622108 0.9411271726946265 0.9785864226117401 1
"channelWriteFile (bufferSize=8192) @host-tmpfs-jdk25" 0.2924979672189973 0.25510554837981436 0.33537122720618684 1
"channelWriteSocket (bufferSize=8) @host-tmpfs-jdk25" 1.005333351492372 0.9180286794670613 1.1009407115795322 0
"channelWriteSocket (bufferSize=8192) @host-tmpfs-jdk25" 1.0768779675223672 0.5895190754265357 1.967139326401015 0
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
