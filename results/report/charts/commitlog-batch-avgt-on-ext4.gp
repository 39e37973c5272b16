# iobench chart: Commit-log batch sizes vs Files.write (avgt): candidate / baseline on ext4
# re-render: gnuplot commitlog-batch-avgt-on-ext4.gp (in this folder)
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
set output 'commitlog-batch-avgt-on-ext4.png'
$data << EOD
"fileChannelForce (batch=1) @host-ext4-jdk17" 23.854079674663762 21.52934383222327 26.429840201332606 1
"fileChannelForce (batch=10) @host-ext4-jdk17" 3.5805744208447843 3.2295783224003025 3.969717375883127 1
"fileChannelForce (batch=100) @host-ext4-jdk17" 0.7877699073408424 0.7604925890717582 0.8160256073885855 1
"fileChannelForce (batch=1000) @host-ext4-jdk17" 0.4829169032034555 0.4597565485708306 0.5072439666700848 1
"fileChannelForce (batch=1) @host-ext4-jdk25" 27.283031002051036 24.932816110406225 29.854781640498373 1
"fileChannelForce (batch=10) @host-ext4-jdk25" 4.056251646352989 3.676456931511763 4.475280881850498 1
"fileChannelForce (batch=100) @host-ext4-jdk25" 0.9802783579893319 0.95576804976783 1.00541722374554 0
"fileChannelForce (batch=1000) @host-ext4-jdk25" 0.48411051916406367 0.4624035406646577 0.506836505681653 1
EOD
set title 'Commit-log batch sizes vs Files.write (avgt): candidate / baseline on ext4'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:100]
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
set output 'commitlog-batch-avgt-on-ext4.svg'
replot
unset output
