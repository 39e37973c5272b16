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
set terminal pngcairo noenhanced size 900,847 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-ext4-loop.png'
$data << EOD
"channelReadDevZero @container-ext4-jdk17" 0.8128402722576317 0.779323585414012 0.8477984249031318 1
"channelReadFile @container-ext4-jdk17" 0.7552769033202633 0.7037162298191266 0.8106153823333947 1
"channelWriteDevNull @container-ext4-jdk17" 0.722902064701192 0.695526515932184 0.7513551003139618 1
"channelWriteFile @container-ext4-jdk17" 0.9522588140627412 0.8198806760211153 1.106010759225193 0
"channelReadDevZero @container-ext4-jdk25" 0.8440140601242488 0.8187578337759595 0.8700493653931199 1
"channelReadFile @container-ext4-jdk25" 0.8211129172812728 0.7875755019324747 0.856078460124537 1
"channelWriteDevNull @container-ext4-jdk25" 0.7687952848260694 0.7504585125594578 0.7875800994714806 1
"channelWriteFile @container-ext4-jdk25" 0.9273150244770845 0.8438562659085457 1.0190279901460495 0
EOD
set title 'Stream vs channel (avgt): candidate / baseline on ext4 (loop)'."\n".'bufferSize=8192; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 23
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero @container-ext4-jdk17' 0, 'channelReadFile @container-ext4-jdk17' 1, 'channelWriteDevNull @container-ext4-jdk17' 2, 'channelWriteFile @container-ext4-jdk17' 3, 'channelReadDevZero @container-ext4-jdk25' 4, 'channelReadFile @container-ext4-jdk25' 5, 'channelWriteDevNull @container-ext4-jdk25' 6, 'channelWriteFile @container-ext4-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-ext4-loop.svg'
replot
unset output
