# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs
# re-render: gnuplot fsync-vs-none-sample-on-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,1008 font "Sans,10"
set output "fsync-vs-none-sample-on-tmpfs.png"
$data << EOD
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" 0.746594631082421 0.746594631082421 0.746594631082421
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" 0.7368278863857358 0.7368278863857358 0.7368278863857358
"fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk17" 0.998533166816424 0.998533166816424 0.998533166816424
"filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" 1.289327596672975 1.289327596672975 1.289327596672975
"filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" 1.2323365336599845 1.2323365336599845 1.2323365336599845
"filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk17" 1.521851307983296 1.521851307983296 1.521851307983296
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" 0.9470081052654414 0.9470081052654414 0.9470081052654414
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" 0.8677339967009585 0.8677339967009585 0.8677339967009585
"randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk17" 1.4467192666995685 1.4467192666995685 1.4467192666995685
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" 0.6895767991865847 0.6895767991865847 0.6895767991865847
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" 0.8146056981786715 0.8146056981786715 0.8146056981786715
"fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk25" 1.1686237826708639 1.1686237826708639 1.1686237826708639
"filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" 1.8612969982318457 1.8612969982318457 1.8612969982318457
"filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" 1.776732742110035 1.776732742110035 1.776732742110035
"filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk25" 1.8522704260214395 1.8522704260214395 1.8522704260214395
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" 0.7551256675406698 0.7551256675406698 0.7551256675406698
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" 1.8583399050624527 1.8583399050624527 1.8583399050624527
"randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk25" 2.3650880519814823 2.3650880519814823 2.3650880519814823
EOD
set title "FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs\ntime: below 1 = candidate faster; error bars: 0.999 CI on the log scale (none: n too small)"
set ylabel "candidate / baseline (ratio of means)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 40
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 900,1008 dynamic font "Sans,10"
set output "fsync-vs-none-sample-on-tmpfs.svg"
replot
unset output
