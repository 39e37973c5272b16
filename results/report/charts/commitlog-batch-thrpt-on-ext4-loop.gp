# iobench chart: Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4 (loop)
# re-render: gnuplot commitlog-batch-thrpt-on-ext4-loop.gp (in this folder)
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
set output 'commitlog-batch-thrpt-on-ext4-loop.png'
$data << EOD
"fileChannelForce (batch=1) @container-ext4-jdk17" 0.013842680896843299 0.01144916419424806 0.016736576675885056 1
"fileChannelForce (batch=10) @container-ext4-jdk17" 0.1341387299682816 0.1296425852291686 0.1387908058582531 1
"fileChannelForce (batch=100) @container-ext4-jdk17" 0.8077786312463235 0.7751440453988886 0.8417871761659534 1
"fileChannelForce (batch=1000) @container-ext4-jdk17" 2.9344077240341973 2.8324994042011533 3.0399825250095818 1
"fileChannelForce (batch=1) @container-ext4-jdk25" 0.012955290374989607 0.009853428563569631 0.017033619071521906 1
"fileChannelForce (batch=10) @container-ext4-jdk25" 0.12701481150609692 0.12058235615648048 0.1337904056294417 1
"fileChannelForce (batch=100) @container-ext4-jdk25" 0.8078463695318195 0.7594859255262821 0.859286176124349 1
"fileChannelForce (batch=1000) @container-ext4-jdk25" 2.894536581467011 2.7112667238099353 3.090194685706646 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4 (loop)'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.001:10]
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
set output 'commitlog-batch-thrpt-on-ext4-loop.svg'
replot
unset output
