# iobench chart: Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on tmpfs (tmpfs)
# re-render: gnuplot commitlog-batch-thrpt-on-tmpfs-tmpfs.gp (in this folder)
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
set output 'commitlog-batch-thrpt-on-tmpfs-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1) @container-tmpfs-jdk17" 3.016120721926957 2.9528840621799457 3.080711608609992 1
"fileChannelForce (batch=10) @container-tmpfs-jdk17" 3.69798860421081 3.518956440729342 3.886129296342951 1
"fileChannelForce (batch=100) @container-tmpfs-jdk17" 3.807432695045661 3.6955891574511397 3.922661072341976 1
"fileChannelForce (batch=1000) @container-tmpfs-jdk17" 3.743214711568998 3.6637219670881205 3.8244322311506798 1
"fileChannelForce (batch=1) @container-tmpfs-jdk25" 2.739836993037092 2.6834369948593175 2.7974223962758185 1
"fileChannelForce (batch=10) @container-tmpfs-jdk25" 3.4055358914558638 3.2339379704344564 3.5862390726177162 1
"fileChannelForce (batch=100) @container-tmpfs-jdk25" 3.5766998118199234 3.3964666230509004 3.766497058163777 1
"fileChannelForce (batch=1000) @container-tmpfs-jdk25" 3.612631482741612 3.5728215784567205 3.652884965986261 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on tmpfs (tmpfs)'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
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
set output 'commitlog-batch-thrpt-on-tmpfs-tmpfs.svg'
replot
unset output
