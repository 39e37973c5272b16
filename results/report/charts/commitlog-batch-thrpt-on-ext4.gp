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
"fileChannelForce (batch=1) @host-ext4-jdk17" 0.0434571511559844 0.04272769449194051 0.04419906126576284 1
"fileChannelForce (batch=10) @host-ext4-jdk17" 0.3002995938638956 0.2860917035914421 0.31521307658611253 1
"fileChannelForce (batch=100) @host-ext4-jdk17" 1.1742844263959886 1.1325904881261857 1.217513239368229 1
"fileChannelForce (batch=1000) @host-ext4-jdk17" 2.1640296319499464 2.1260036714062003 2.202735729454283 1
"fileChannelForce (batch=1) @host-ext4-jdk25" 0.03612513981388224 0.029046781984630576 0.044928409875595286 1
"fileChannelForce (batch=10) @host-ext4-jdk25" 0.2463782080779039 0.19522019512390265 0.31094232529146043 1
"fileChannelForce (batch=100) @host-ext4-jdk25" 1.0697841736910838 0.9185371786773228 1.2459356081023152 0
"fileChannelForce (batch=1000) @host-ext4-jdk25" 2.156080770563921 1.8674089728170664 2.4893766479994857 1
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
