# iobench chart: Commit-log batch sizes vs Files.write (avgt): candidate / baseline on tmpfs (tmpfs)
# re-render: gnuplot commitlog-batch-avgt-on-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,903 font "Sans,10"
set output "commitlog-batch-avgt-on-tmpfs-tmpfs.png"
$data << EOD
"fileChannelForce batch=1 @container-tmpfs-jdk17" 0.26195692880454174 0.26195692880454174 0.26195692880454174
"fileChannelForce batch=100 @container-tmpfs-jdk17" 0.16660966271192143 0.16660966271192143 0.16660966271192143
"fileChannelForce batch=1 @container-tmpfs-jdk25" 0.2675895109128338 0.2675895109128338 0.2675895109128338
"fileChannelForce batch=100 @container-tmpfs-jdk25" 0.19177074178667813 0.19177074178667813 0.19177074178667813
EOD
set title "Commit-log batch sizes vs Files.write (avgt): candidate / baseline on tmpfs (tmpfs)\ntime: below 1 = candidate faster; error bars: 0.999 CI on the log scale (none: n too small)"
set ylabel "candidate / baseline (ratio of means)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 31
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 900,903 dynamic font "Sans,10"
set output "commitlog-batch-avgt-on-tmpfs-tmpfs.svg"
replot
unset output
