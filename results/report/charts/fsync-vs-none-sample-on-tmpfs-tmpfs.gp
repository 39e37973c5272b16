# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs (tmpfs)
# re-render: gnuplot fsync-vs-none-sample-on-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,1043 font "Sans,10"
set output "fsync-vs-none-sample-on-tmpfs-tmpfs.png"
$data << EOD
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" 0.4277428706716218 0.4277428706716218 0.4277428706716218
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" 0.562686423314464 0.562686423314464 0.562686423314464
"fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk17" 1.0092634448665823 1.0092634448665823 1.0092634448665823
"filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" 1.1820032883385332 1.1820032883385332 1.1820032883385332
"filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" 1.5201821004819973 1.5201821004819973 1.5201821004819973
"filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk17" 1.278690100496923 1.278690100496923 1.278690100496923
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" 0.994830337958048 0.994830337958048 0.994830337958048
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" 1.3258000637258762 1.3258000637258762 1.3258000637258762
"randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk17" 1.613613603245038 1.613613603245038 1.613613603245038
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" 0.5031302529361763 0.5031302529361763 0.5031302529361763
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" 0.6951310870221572 0.6951310870221572 0.6951310870221572
"fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk25" 1.1932075472267665 1.1932075472267665 1.1932075472267665
"filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" 1.4512412654484 1.4512412654484 1.4512412654484
"filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" 1.510033192973534 1.510033192973534 1.510033192973534
"filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk25" 1.4450301964363956 1.4450301964363956 1.4450301964363956
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" 1.0129983773855227 1.0129983773855227 1.0129983773855227
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" 1.3343330238347635 1.3343330238347635 1.3343330238347635
"randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk25" 1.6437237327633252 1.6437237327633252 1.6437237327633252
EOD
set title "FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs (tmpfs)\ntime: below 1 = candidate faster; error bars: 0.999 CI on the log scale (none: n too small)"
set ylabel "candidate / baseline (ratio of means)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 43
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 900,1043 dynamic font "Sans,10"
set output "fsync-vs-none-sample-on-tmpfs-tmpfs.svg"
replot
unset output
