# iobench chart: Cached vs disk reads (avgt): candidate / baseline on ext4
# re-render: gnuplot cached-vs-disk-avgt-on-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,770 font "Sans,10"
set output "cached-vs-disk-avgt-on-ext4.png"
$data << EOD
"readFromCache @host-ext4-jdk17" 0.0000058693658211505665 0.000003891872538673844 0.000008851640129568354
"readFromCache @host-ext4-jdk25" 0.00001456077393455496 0.000008027135613744011 0.000026412427517756453
EOD
set title "Cached vs disk reads (avgt): candidate / baseline on ext4\ntime: below 1 = candidate faster; error bars: 95% CI"
set ylabel "candidate / baseline (ratio of means), log scale"
set logscale y
set format y "%g"
set yrange [0.000001:10]
set xrange [-0.7:1.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 17
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:3:4:xtic(1) with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2
set terminal svg noenhanced size 900,770 dynamic font "Sans,10"
set output "cached-vs-disk-avgt-on-ext4.svg"
replot
unset output
