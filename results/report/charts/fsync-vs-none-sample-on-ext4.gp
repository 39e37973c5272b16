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
set terminal pngcairo noenhanced size 900,1001 font "Sans,10"
set output "fsync-vs-none-sample-on-ext4.png"
$data << EOD
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" 1.5551925642233337 1.5551925642233337 1.5551925642233337
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" 22.412645751421156 22.412645751421156 22.412645751421156
"fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk17" 3.3771587968204275 3.3771587968204275 3.3771587968204275
"filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" 2.1745512140230403 2.1745512140230403 2.1745512140230403
"filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" 20.0560056316939 20.0560056316939 20.0560056316939
"filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk17" 3.1282265106913303 3.1282265106913303 3.1282265106913303
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" 2.3526836147177765 2.3526836147177765 2.3526836147177765
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" 30.792870670831086 30.792870670831086 30.792870670831086
"randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk17" 4.184344192449817 4.184344192449817 4.184344192449817
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" 2.076655946226098 2.076655946226098 2.076655946226098
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" 32.60549958830438 32.60549958830438 32.60549958830438
"fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk25" 3.6150099880394917 3.6150099880394917 3.6150099880394917
"filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" 1.9114047932061842 1.9114047932061842 1.9114047932061842
"filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" 28.06598418543221 28.06598418543221 28.06598418543221
"filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk25" 2.9298829521172887 2.9298829521172887 2.9298829521172887
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" 2.4551785595066833 2.4551785595066833 2.4551785595066833
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" 38.00985837116175 38.00985837116175 38.00985837116175
"randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk25" 3.973530772974046 3.973530772974046 3.973530772974046
EOD
set title "FSYNC vs NONE per write API (sample): candidate / baseline on ext4\ntime: below 1 = candidate faster; error bars: 0.999 CI on the log scale (none: n too small)"
set ylabel "candidate / baseline (ratio of means)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 39
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 900,1001 dynamic font "Sans,10"
set output "fsync-vs-none-sample-on-ext4.svg"
replot
unset output
