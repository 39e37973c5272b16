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
"channelReadDevZero (bufferSize=8) @host-ext4-jdk17" 1.0114433303609538 0.967276380134797 1.0576269942506944 0
"channelReadDevZero (bufferSize=8192) @host-ext4-jdk17" 0.8313929063137361 0.7997569074803301 0.8642803309401876 1
"channelReadFile (bufferSize=8) @host-ext4-jdk17" 1.0051744325459386 0.979428270008058 1.0315973826605362 0
"channelReadFile (bufferSize=8192) @host-ext4-jdk17" 0.7265958060260805 0.6873238828747736 0.7681116261034646 1
"channelReadSocket (bufferSize=8) @host-ext4-jdk17" 0.9842074626058397 0.9573823128422003 1.0117842333783373 0
"channelReadSocket (bufferSize=8192) @host-ext4-jdk17" 1.0080503801280274 0.8297312970154787 1.2246923462226638 0
"channelWriteDevNull (bufferSize=8) @host-ext4-jdk17" 0.9362555088411106 0.9111539498154677 0.9620485956438602 1
"channelWriteDevNull (bufferSize=8192) @host-ext4-jdk17" 0.722081560864135 0.7034455557496989 0.7412112796480749 1
"channelWriteFile (bufferSize=8) @host-ext4-jdk17" 0.96813023746405 0.9433987495187782 0.9935100689610797 1
"channelWriteFile (bufferSize=8192) @host-ext4-jdk17" 0.1737642625778687 0.16230753991902902 0.186029675296006 1
"channelWriteSocket (bufferSize=8) @host-ext4-jdk17" 1.0071416684606906 0.964493780615385 1.0516753562709324 0
"channelWriteSocket (bufferSize=8192) @host-ext4-jdk17" 1.0140168578322108 0.9625853670465029 1.068196362804501 0
"channelReadDevZero (bufferSize=8) @host-ext4-jdk25" 0.9932291582615427 0.9473265145707841 1.0413560115203775 0
"channelReadDevZero (bufferSize=8192) @host-ext4-jdk25" 0.8381859241024299 0.8336641448394281 0.8427322294144766 1
"channelReadFile (bufferSize=8) @host-ext4-jdk25" 1.005641933214666 0.9591230625877315 1.0544170370704908 0
"channelReadFile (bufferSize=8192) @host-ext4-jdk25" 0.7628183622660578 0.6630779680120018 0.8775617376563752 1
"channelReadSocket (bufferSize=8) @host-ext4-jdk25" 0.9313239802053986 0.9083848464015165 0.954842388159171 1
"channelReadSocket (bufferSize=8192) @host-ext4-jdk25" 0.9110450594077641 0.7995147280602946 1.0381335967193124 0
"channelWriteDevNull (bufferSize=8) @host-ext4-jdk25" 1.0176869000156927 0.9840401883896367 1.05248407400762 0
"channelWriteDevNull (bufferSize=8192) @host-ext4-jdk25" 0.7097048877745966 0.6904860758593808 0.7294586311596073 1
"channelWriteFile (bufferSize=8) @host-ext4-jdk25" 0.9542007643106165 0.9471736814308949 0.9612799811281434 1
"channelWriteFile (bufferSize=8192) @host-ext4-jdk25" 0.14426144756991643 0.1309184654481162 0.15896432320477683 1
"channelWriteSocket (bufferSize=8) @host-ext4-jdk25" 0.9618504456245276 0.9259603002401926 0.9991316901039043 1
"channelWriteSocket (bufferSize=8192) @host-ext4-jdk25" 0.9123812195472102 0.7212038402145519 1.1542360749698877 0
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
