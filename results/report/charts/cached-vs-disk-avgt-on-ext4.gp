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
set terminal pngcairo noenhanced size 900,770 font 'Sans,10'
set output 'cached-vs-disk-avgt-on-ext4.png'
$data << EOD
"readFromCache @host-ext4-jdk17" 0.021950891726426492 0.02024245137729125 0.023803522538077937 1
"readFromCache @host-ext4-jdk25" 0.02528592493567895 0.024649056158217324 0.025939248778888407 1
EOD
set title 'Cached vs disk reads (avgt): candidate / baseline on ext4'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
set xrange [-0.7:1.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 17
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('readFromCache @host-ext4-jdk17' 0, 'readFromCache @host-ext4-jdk25' 1)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,770 dynamic font 'Sans,10'
set output 'cached-vs-disk-avgt-on-ext4.svg'
replot
unset output
