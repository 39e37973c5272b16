# iobench chart: Commit-log batch sizes vs Files.write (avgt): candidate / baseline on tmpfs (tmpfs)
# re-render: gnuplot commitlog-batch-avgt-on-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,924 font 'Sans,10'
set output 'commitlog-batch-avgt-on-tmpfs-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1) @container-tmpfs-jdk17" 0.1713953611550654 0.12254682693849228 0.23971546680861555 1
"fileChannelForce (batch=10) @container-tmpfs-jdk17" 0.12976134292919342 0.09276896034231019 0.18150474098940864 1
"fileChannelForce (batch=100) @container-tmpfs-jdk17" 0.12397128037673229 0.08862857157505215 0.1734077181333307 1
"fileChannelForce (batch=1000) @container-tmpfs-jdk17" 0.16916606693176872 0.1025099196903087 0.2791647704692244 1
"fileChannelForce (batch=1) @container-tmpfs-jdk25" 0.27101271784953684 0.2627994460722033 0.27948267903126817 1
"fileChannelForce (batch=10) @container-tmpfs-jdk25" 0.20079000477159376 0.19533204744500252 0.206400468041621 1
"fileChannelForce (batch=100) @container-tmpfs-jdk25" 0.20220017843758076 0.18597761158345863 0.21983781710113065 1
"fileChannelForce (batch=1000) @container-tmpfs-jdk25" 0.1922749620838114 0.18554223173061735 0.1992520015497396 1
EOD
set title 'Commit-log batch sizes vs Files.write (avgt): candidate / baseline on tmpfs (tmpfs)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 29
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelForce (batch=1) @container-tmpfs-jdk17' 0, 'fileChannelForce (batch=10) @container-tmpfs-jdk17' 1, 'fileChannelForce (batch=100) @container-tmpfs-jdk17' 2, 'fileChannelForce (batch=1000) @container-tmpfs-jdk17' 3, 'fileChannelForce (batch=1) @container-tmpfs-jdk25' 4, 'fileChannelForce (batch=10) @container-tmpfs-jdk25' 5, 'fileChannelForce (batch=100) @container-tmpfs-jdk25' 6, 'fileChannelForce (batch=1000) @container-tmpfs-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,924 dynamic font 'Sans,10'
set output 'commitlog-batch-avgt-on-tmpfs-tmpfs.svg'
replot
unset output
