# iobench chart: Commit-log batch sizes vs Files.write (avgt): candidate / baseline on tmpfs
# re-render: gnuplot commitlog-batch-avgt-on-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,889 font 'Sans,10'
set output 'commitlog-batch-avgt-on-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1) @host-tmpfs-jdk17" 0.3538948176745539 0.346695210612564 0.3612439345661012 1
"fileChannelForce (batch=10) @host-tmpfs-jdk17" 0.2914766485676414 0.2825474625129447 0.30068801858849464 1
"fileChannelForce (batch=100) @host-tmpfs-jdk17" 0.28622481901819097 0.27306807199582955 0.3000154738824515 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk17" 0.28402602205506766 0.27525725214118685 0.29307413547472155 1
"fileChannelForce (batch=1) @host-tmpfs-jdk25" 0.38992928481990247 0.38146357227174876 0.39858287451847746 1
"fileChannelForce (batch=10) @host-tmpfs-jdk25" 0.2917854843315226 0.28419530878049654 0.2995783752797261 1
"fileChannelForce (batch=100) @host-tmpfs-jdk25" 0.2860427539900342 0.27868031549664324 0.2935997003031554 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk25" 0.28436865298705827 0.27590010862540426 0.29309713288829076 1
EOD
set title 'Commit-log batch sizes vs Files.write (avgt): candidate / baseline on tmpfs'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 26
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelForce (batch=1) @host-tmpfs-jdk17' 0, 'fileChannelForce (batch=10) @host-tmpfs-jdk17' 1, 'fileChannelForce (batch=100) @host-tmpfs-jdk17' 2, 'fileChannelForce (batch=1000) @host-tmpfs-jdk17' 3, 'fileChannelForce (batch=1) @host-tmpfs-jdk25' 4, 'fileChannelForce (batch=10) @host-tmpfs-jdk25' 5, 'fileChannelForce (batch=100) @host-tmpfs-jdk25' 6, 'fileChannelForce (batch=1000) @host-tmpfs-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,889 dynamic font 'Sans,10'
set output 'commitlog-batch-avgt-on-tmpfs.svg'
replot
unset output
