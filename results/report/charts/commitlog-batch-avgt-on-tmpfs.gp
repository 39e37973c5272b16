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
"fileChannelForce (batch=1) @host-tmpfs-jdk17" 0.21735579557119702 0.13489114664634222 0.35023456351995563 1
"fileChannelForce (batch=10) @host-tmpfs-jdk17" 0.14664985658298485 0.09109451395116303 0.23608645024814306 1
"fileChannelForce (batch=100) @host-tmpfs-jdk17" 0.1572494160722013 0.09423900312322558 0.26239007242802764 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk17" 0.1474598110927529 0.0916088452846448 0.23736131396424345 1
"fileChannelForce (batch=1) @host-tmpfs-jdk25" 0.2497241937887572 0.19208357869535486 0.32466165711308076 1
"fileChannelForce (batch=10) @host-tmpfs-jdk25" 0.2131046566430672 0.16395200635026957 0.2769932231627422 1
"fileChannelForce (batch=100) @host-tmpfs-jdk25" 0.18678978600894913 0.143784438426973 0.24265786018971433 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk25" 0.1742698866418836 0.13409993995550581 0.22647283362134005 1
EOD
set title 'Commit-log batch sizes vs Files.write (avgt): candidate / baseline on tmpfs'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
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
