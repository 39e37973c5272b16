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
"fileChannelForce (batch=1) @host-ext4-jdk17" 64.53458247233375 22.322561738724602 186.56964122776338 1
"fileChannelForce (batch=10) @host-ext4-jdk17" 5.645092791839705 1.567401119766693 20.331153414783827 1
"fileChannelForce (batch=100) @host-ext4-jdk17" 0.39299269567463013 0.17603921015367643 0.8773230618268997 1
"fileChannelForce (batch=1000) @host-ext4-jdk17" 0.2850575166118677 0.11481631442019176 0.7077198757621427 1
"fileChannelForce (batch=1) @host-ext4-jdk25" 184.19142321487686 95.52075384755263 355.17391791177874 1
"fileChannelForce (batch=10) @host-ext4-jdk25" 13.179620631083301 5.6517745854047305 30.734134448293386 1
"fileChannelForce (batch=100) @host-ext4-jdk25" 1.7950802461817805 0.948481254575669 3.3973397731235484 0
"fileChannelForce (batch=1000) @host-ext4-jdk25" 0.36453444449609707 0.17905694723470716 0.7421402144754118 1
EOD
set title 'Commit-log batch sizes vs Files.write (avgt): candidate / baseline on ext4'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:1000]
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
