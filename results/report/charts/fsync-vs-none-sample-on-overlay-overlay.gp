# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline on overlay (overlay)
# re-render: gnuplot fsync-vs-none-sample-on-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,1057 font "Sans,10"
set output "fsync-vs-none-sample-on-overlay-overlay.png"
$data << EOD
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" 1.570912148809093 1.570912148809093 1.570912148809093
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" 12.0665919759832 12.0665919759832 12.0665919759832
"fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk17" 3.913028226647514 3.913028226647514 3.913028226647514
"filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" 1.6600693223942997 1.6600693223942997 1.6600693223942997
"filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" 18.512767094117724 18.512767094117724 18.512767094117724
"filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk17" 3.2685956775171925 3.2685956775171925 3.2685956775171925
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" 2.0185358461284966 2.0185358461284966 2.0185358461284966
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" 21.96943222131943 21.96943222131943 21.96943222131943
"randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk17" 3.9592542007398537 3.9592542007398537 3.9592542007398537
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" 1.817645297196738 1.817645297196738 1.817645297196738
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" 13.745685786959106 13.745685786959106 13.745685786959106
"fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk25" 2.6658990402660967 2.6658990402660967 2.6658990402660967
"filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" 2.0357834820407943 2.0357834820407943 2.0357834820407943
"filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" 23.044417892520066 23.044417892520066 23.044417892520066
"filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk25" 2.9678234355740476 2.9678234355740476 2.9678234355740476
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" 2.4782884084773844 2.4782884084773844 2.4782884084773844
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" 31.127351750083015 31.127351750083015 31.127351750083015
"randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk25" 3.333103663618756 3.333103663618756 3.333103663618756
EOD
set title "FSYNC vs NONE per write API (sample): candidate / baseline on overlay (overlay)\ntime: below 1 = candidate faster; error bars: 0.999 CI on the log scale (none: n too small)"
set ylabel "candidate / baseline (ratio of means)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 44
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 900,1057 dynamic font "Sans,10"
set output "fsync-vs-none-sample-on-overlay-overlay.svg"
replot
unset output
