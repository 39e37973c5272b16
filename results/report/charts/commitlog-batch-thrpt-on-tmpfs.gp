# iobench chart: Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on tmpfs
# re-render: gnuplot commitlog-batch-thrpt-on-tmpfs.gp (in this folder)
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
set output 'commitlog-batch-thrpt-on-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1) @host-tmpfs-jdk17" 2.693420164392489 2.5180201992930655 2.881038120342628 1
"fileChannelForce (batch=10) @host-tmpfs-jdk17" 3.4256232887781284 3.2836552052977956 3.573729329951023 1
"fileChannelForce (batch=100) @host-tmpfs-jdk17" 3.5525570946880407 3.274818863503878 3.8538503767853927 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk17" 3.6332029587404624 3.4935374555417726 3.7784520439193026 1
"fileChannelForce (batch=1) @host-tmpfs-jdk25" 2.691017605004095 2.5610242087683632 2.827609253223171 1
"fileChannelForce (batch=10) @host-tmpfs-jdk25" 3.375654970673719 3.1992125813081476 3.561828478548553 1
"fileChannelForce (batch=100) @host-tmpfs-jdk25" 3.4956077575370013 3.3051773306408516 3.6970099852958955 1
"fileChannelForce (batch=1000) @host-tmpfs-jdk25" 3.507363618498017 3.3363020919384363 3.6871959472998768 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on tmpfs'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork means), log scale'
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
set output 'commitlog-batch-thrpt-on-tmpfs.svg'
replot
unset output
