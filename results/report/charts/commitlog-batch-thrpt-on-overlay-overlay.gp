# iobench chart: Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on overlay (overlay)
# re-render: gnuplot commitlog-batch-thrpt-on-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,917 font "Sans,10"
set output "commitlog-batch-thrpt-on-overlay-overlay.png"
$data << EOD
"fileChannelForce batch=1 @container-overlay-jdk17" 0.04602309297026465 0.04602309297026465 0.04602309297026465
"fileChannelForce batch=100 @container-overlay-jdk17" 1.5526804833795225 1.5526804833795225 1.5526804833795225
"fileChannelForce batch=1 @container-overlay-jdk25" 0.05445873024356148 0.05445873024356148 0.05445873024356148
"fileChannelForce batch=100 @container-overlay-jdk25" 2.123955079181601 2.123955079181601 2.123955079181601
EOD
set title "Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on overlay (overlay)\nthroughput: above 1 = candidate faster; error bars: 0.999 CI on the log scale (none: n too small)"
set ylabel "candidate / baseline (ratio of means)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 32
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 900,917 dynamic font "Sans,10"
set output "commitlog-batch-thrpt-on-overlay-overlay.svg"
replot
unset output
