# iobench chart: Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on tmpfs
# re-render: gnuplot commitlog-batch-thrpt-on-tmpfs.gp (in this folder)
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
set output 'commitlog-batch-thrpt-on-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1) @host-tmpfs-jdk17" 2.844216462681851 2.7927788988420503 2.8966014065576693 1
"fileChannelForce (batch=10) @host-tmpfs-jdk17" 3.4261099808701765 3.3381910783441744 3.5163444289236714 1
"fileChannelForce (batch=100) @host-tmpfs-jdk17" 3.65483723191254 3.5719741298597176 3.739622602557516 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk17" 3.646170580918186 3.568334111771635 3.725704905629667 1
"fileChannelForce (batch=1) @host-tmpfs-jdk25" 2.617968995970419 2.5512291069347963 2.6864547935864898 1
"fileChannelForce (batch=10) @host-tmpfs-jdk25" 3.3238264379131706 3.193815282270454 3.4591299787120944 1
"fileChannelForce (batch=100) @host-tmpfs-jdk25" 3.4010170404965048 3.2762058841355963 3.530583033794732 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk25" 3.4400414819189273 3.243666352844123 3.6483053773230223 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on tmpfs'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
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
set output 'commitlog-batch-thrpt-on-tmpfs.svg'
replot
unset output
