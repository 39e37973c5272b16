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
"fileChannelForce (batch=1) @host-tmpfs-jdk17" 0.3551018060766369 0.34720181259168825 0.3631815506308451 1
"fileChannelForce (batch=10) @host-tmpfs-jdk17" 0.29280834806148304 0.2839542261838224 0.3019385548394393 1
"fileChannelForce (batch=100) @host-tmpfs-jdk17" 0.2857475313466757 0.27578465280379794 0.2960703245833227 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk17" 0.28040688282219123 0.2743080862980304 0.2866412762204548 1
"fileChannelForce (batch=1) @host-tmpfs-jdk25" 0.3762072781487148 0.3643393390066673 0.3884618018958268 1
"fileChannelForce (batch=10) @host-tmpfs-jdk25" 0.30255765190158074 0.29372245287368565 0.3116586145478128 1
"fileChannelForce (batch=100) @host-tmpfs-jdk25" 0.3003479527145522 0.2878272259759735 0.31341334161123846 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk25" 0.2901246838299858 0.28136661180845307 0.29915536753433813 1
EOD
set title 'Commit-log batch sizes vs Files.write (avgt): candidate / baseline on tmpfs'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
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
set output 'commitlog-batch-avgt-on-tmpfs.svg'
replot
unset output
