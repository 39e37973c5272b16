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
"fileChannelForce (batch=1) @host-ext4-jdk17" 0.03136220852595571 0.02478871637472493 0.03967886472041833 1
"fileChannelForce (batch=10) @host-ext4-jdk17" 0.2435877278752619 0.21339018720112132 0.2780586209220067 1
"fileChannelForce (batch=100) @host-ext4-jdk17" 1.0021883469477508 0.9546199950079289 1.0521270118059103 0
"fileChannelForce (batch=1000) @host-ext4-jdk17" 1.8626887581296816 1.7635251317275655 1.967428389446219 1
"fileChannelForce (batch=1) @host-ext4-jdk25" 0.039440807290389214 0.03400340683880246 0.04574768896222763 1
"fileChannelForce (batch=10) @host-ext4-jdk25" 0.28656878677696884 0.2431526550372474 0.3377370876013836 1
"fileChannelForce (batch=100) @host-ext4-jdk25" 1.101075661984628 0.9951956634914677 1.2182203539367422 0
"fileChannelForce (batch=1000) @host-ext4-jdk25" 2.1557215589667647 2.085585730004366 2.2282159745043755 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
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
