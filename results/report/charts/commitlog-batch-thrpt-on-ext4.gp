# iobench chart: Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4
# re-render: gnuplot commitlog-batch-thrpt-on-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,882 font 'Sans,10'
set output 'commitlog-batch-thrpt-on-ext4.png'
$data << EOD
"fileChannelForce (batch=1) @host-ext4-jdk17" 0.02628292190023506 0.010178327677565496 0.06786890788910846 1
"fileChannelForce (batch=10) @host-ext4-jdk17" 0.35608572908957103 0.217971877844539 0.5817128691788628 1
"fileChannelForce (batch=100) @host-ext4-jdk17" 0.9637278438311875 0.42433556583345045 2.1887662306865123 0
"fileChannelForce (batch=1000) @host-ext4-jdk17" 3.4186594807454744 1.9650240050619987 5.947628433639502 1
"fileChannelForce (batch=1) @host-ext4-jdk25" 0.016346398524768324 0.005835691820220538 0.04578801502243312 1
"fileChannelForce (batch=10) @host-ext4-jdk25" 0.0984709813504113 0.03294770082691194 0.29430078350695854 1
"fileChannelForce (batch=100) @host-ext4-jdk25" 0.3258203960794363 0.17962347370800827 0.5910081144178864 1
"fileChannelForce (batch=1000) @host-ext4-jdk25" 1.401917985868273 0.7891736242691125 2.49042033167438 0
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.001:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 25
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelForce (batch=1) @host-ext4-jdk17' 0, 'fileChannelForce (batch=10) @host-ext4-jdk17' 1, 'fileChannelForce (batch=100) @host-ext4-jdk17' 2, 'fileChannelForce (batch=1000) @host-ext4-jdk17' 3, 'fileChannelForce (batch=1) @host-ext4-jdk25' 4, 'fileChannelForce (batch=10) @host-ext4-jdk25' 5, 'fileChannelForce (batch=100) @host-ext4-jdk25' 6, 'fileChannelForce (batch=1000) @host-ext4-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,882 dynamic font 'Sans,10'
set output 'commitlog-batch-thrpt-on-ext4.svg'
replot
unset output
