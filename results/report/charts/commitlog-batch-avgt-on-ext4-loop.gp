# iobench chart: Commit-log batch sizes vs Files.write (avgt): candidate / baseline on ext4 (loop)
# re-render: gnuplot commitlog-batch-avgt-on-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,917 font 'Sans,10'
set output 'commitlog-batch-avgt-on-ext4-loop.png'
$data << EOD
"fileChannelForce (batch=1) @container-ext4-jdk17" 56.8014447033431 52.97631984013321 60.90276051872371 1
"fileChannelForce (batch=10) @container-ext4-jdk17" 8.496296603185275 6.914962782487796 10.439254445752331 1
"fileChannelForce (batch=100) @container-ext4-jdk17" 1.2392713947245921 0.9636356652448299 1.5937492199320356 0
"fileChannelForce (batch=1000) @container-ext4-jdk17" 0.5038563037034041 0.46327471663737774 0.5479927258373811 1
"fileChannelForce (batch=1) @container-ext4-jdk25" 64.83855089881041 56.85108749472864 73.9482368397515 1
"fileChannelForce (batch=10) @container-ext4-jdk25" 8.110414586133581 7.2862505967808 9.027801594969935 1
"fileChannelForce (batch=100) @container-ext4-jdk25" 1.3033389951073433 0.9929685999807589 1.710721301962958 0
"fileChannelForce (batch=1000) @container-ext4-jdk25" 0.5301084017947632 0.40842717358437697 0.6880416775093522 1
EOD
set title 'Commit-log batch sizes vs Files.write (avgt): candidate / baseline on ext4 (loop)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:1000]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 28
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelForce (batch=1) @container-ext4-jdk17' 0, 'fileChannelForce (batch=10) @container-ext4-jdk17' 1, 'fileChannelForce (batch=100) @container-ext4-jdk17' 2, 'fileChannelForce (batch=1000) @container-ext4-jdk17' 3, 'fileChannelForce (batch=1) @container-ext4-jdk25' 4, 'fileChannelForce (batch=10) @container-ext4-jdk25' 5, 'fileChannelForce (batch=100) @container-ext4-jdk25' 6, 'fileChannelForce (batch=1000) @container-ext4-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,917 dynamic font 'Sans,10'
set output 'commitlog-batch-avgt-on-ext4-loop.svg'
replot
unset output
