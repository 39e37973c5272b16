# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline on ext4 (loop)
# re-render: gnuplot fsync-vs-none-sample-on-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,1036 font "Sans,10"
set output "fsync-vs-none-sample-on-ext4-loop.png"
$data << EOD
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" 6.440544649557794 6.440544649557794 6.440544649557794
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" 24.119457198257336 24.119457198257336 24.119457198257336
"fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk17" 9.590540059228863 9.590540059228863 9.590540059228863
"filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" 9.315367233335827 9.315367233335827 9.315367233335827
"filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" 42.241459351523396 42.241459351523396 42.241459351523396
"filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk17" 14.201039452974166 14.201039452974166 14.201039452974166
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" 8.624537786362072 8.624537786362072 8.624537786362072
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" 78.54510043925858 78.54510043925858 78.54510043925858
"randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk17" 15.165450383335422 15.165450383335422 15.165450383335422
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" 5.377282063718997 5.377282063718997 5.377282063718997
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" 30.379948529024862 30.379948529024862 30.379948529024862
"fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk25" 14.387210571834585 14.387210571834585 14.387210571834585
"filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" 7.886020244654672 7.886020244654672 7.886020244654672
"filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" 53.87219510818894 53.87219510818894 53.87219510818894
"filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk25" 12.949668703107982 12.949668703107982 12.949668703107982
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" 9.31811109675019 9.31811109675019 9.31811109675019
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" 89.88674809361108 89.88674809361108 89.88674809361108
"randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk25" 12.605082026845901 12.605082026845901 12.605082026845901
EOD
set title "FSYNC vs NONE per write API (sample): candidate / baseline on ext4 (loop)\ntime: below 1 = candidate faster; error bars: 0.999 CI on the log scale (none: n too small)"
set ylabel "candidate / baseline (ratio of means)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 42
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 900,1036 dynamic font "Sans,10"
set output "fsync-vs-none-sample-on-ext4-loop.svg"
replot
unset output
