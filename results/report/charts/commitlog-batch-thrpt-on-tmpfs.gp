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
"fileChannelForce (batch=1) @host-tmpfs-jdk17" 4.616728601793832 3.6801881801197713 5.79160139086354 1
"fileChannelForce (batch=10) @host-tmpfs-jdk17" 5.694719946712164 4.5187691640891705 7.176696594551126 1
"fileChannelForce (batch=100) @host-tmpfs-jdk17" 5.820369257951864 4.612271970093765 7.3449047494531055 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk17" 5.8635585358033655 4.66211324028175 7.374621106525227 1
"fileChannelForce (batch=1) @host-tmpfs-jdk25" 4.4995962096480095 3.4268370801474006 5.908178759699852 1
"fileChannelForce (batch=10) @host-tmpfs-jdk25" 6.076655917160277 4.626281137375483 7.9817343648309285 1
"fileChannelForce (batch=100) @host-tmpfs-jdk25" 5.76403407117863 4.371539841224972 7.600088293922125 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk25" 5.964897039470755 4.543361116774488 7.831205967785063 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on tmpfs'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:100]
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
