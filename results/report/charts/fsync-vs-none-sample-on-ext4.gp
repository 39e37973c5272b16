# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline on ext4
# re-render: gnuplot fsync-vs-none-sample-on-ext4.gp (in this folder)
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
set output 'fsync-vs-none-sample-on-ext4.png'
$data << EOD
"fileChannelHeap (writeMode=TRUNCATE) @host-ext4-jdk17" 0.3361087649747139 0.12472804446938865 0.9057233469298309 1
"fileChannelHeap (writeMode=IN_PLACE) @host-ext4-jdk17" 10.901036268064022 5.680480293010579 20.919462015185957 1
"fileChannelHeap (writeMode=RENAME) @host-ext4-jdk17" 3.397410853696947 0.7284030891666731 15.846171825030096 0
"filesWrite (writeMode=TRUNCATE) @host-ext4-jdk17" 0.7005659916749165 0.19876102144942648 2.4692603464826646 0
"filesWrite (writeMode=IN_PLACE) @host-ext4-jdk17" 67.08879870938522 21.403725108457888 210.2861482971406 1
"filesWrite (writeMode=RENAME) @host-ext4-jdk17" 26.734692537035848 9.453139262331721 75.60914583136488 1
"randomAccessFile (writeMode=TRUNCATE) @host-ext4-jdk17" 0.3092489337641975 0.1 0.9593699156734057 1
"randomAccessFile (writeMode=IN_PLACE) @host-ext4-jdk17" 23.94193593105697 8.142205840308451 70.40061469449681 1
"randomAccessFile (writeMode=RENAME) @host-ext4-jdk17" 10.156756762174863 2.530880532872012 40.76040199689728 1
"fileChannelHeap (writeMode=TRUNCATE) @host-ext4-jdk25" 0.511127752127651 0.2069955559294797 1.2621120188883186 0
"fileChannelHeap (writeMode=IN_PLACE) @host-ext4-jdk25" 35.04393891713941 11.630342146539682 105.59256463435874 1
"fileChannelHeap (writeMode=RENAME) @host-ext4-jdk25" 4.349465696628239 1.3222645991262845 14.30716050225209 1
"filesWrite (writeMode=TRUNCATE) @host-ext4-jdk25" 5.521175615831357 1.8718725792871802 16.28496539676809 1
"filesWrite (writeMode=IN_PLACE) @host-ext4-jdk25" 89.79625405494903 30.748340098210225 262.2374806752673 1
"filesWrite (writeMode=RENAME) @host-ext4-jdk25" 11.956682586379612 3.9683696258855594 36.02543914732509 1
"randomAccessFile (writeMode=TRUNCATE) @host-ext4-jdk25" 6.25140365246682 2.3871432788573417 16.37105236715494 1
"randomAccessFile (writeMode=IN_PLACE) @host-ext4-jdk25" 32.51796810071813 9.005669445813458 117.416951150799 1
"randomAccessFile (writeMode=RENAME) @host-ext4-jdk25" 4.484703910923738 1.6634332645422227 12.090998537407303 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on ext4'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI, cut at the axis; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:1000]
set xrange [-0.7:17.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 30
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelHeap (writeMode=TRUNCATE) @host-ext4-jdk17' 0, 'fileChannelHeap (writeMode=IN_PLACE) @host-ext4-jdk17' 1, 'fileChannelHeap (writeMode=RENAME) @host-ext4-jdk17' 2, 'filesWrite (writeMode=TRUNCATE) @host-ext4-jdk17' 3, 'filesWrite (writeMode=IN_PLACE) @host-ext4-jdk17' 4, 'filesWrite (writeMode=RENAME) @host-ext4-jdk17' 5, 'randomAccessFile (writeMode=TRUNCATE) @host-ext4-jdk17' 6, 'randomAccessFile (writeMode=IN_PLACE) @host-ext4-jdk17' 7, 'randomAccessFile (writeMode=RENAME) @host-ext4-jdk17' 8, 'fileChannelHeap (writeMode=TRUNCATE) @host-ext4-jdk25' 9, 'fileChannelHeap (writeMode=IN_PLACE) @host-ext4-jdk25' 10, 'fileChannelHeap (writeMode=RENAME) @host-ext4-jdk25' 11, 'filesWrite (writeMode=TRUNCATE) @host-ext4-jdk25' 12, 'filesWrite (writeMode=IN_PLACE) @host-ext4-jdk25' 13, 'filesWrite (writeMode=RENAME) @host-ext4-jdk25' 14, 'randomAccessFile (writeMode=TRUNCATE) @host-ext4-jdk25' 15, 'randomAccessFile (writeMode=IN_PLACE) @host-ext4-jdk25' 16, 'randomAccessFile (writeMode=RENAME) @host-ext4-jdk25' 17)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,938 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-ext4.svg'
replot
unset output
