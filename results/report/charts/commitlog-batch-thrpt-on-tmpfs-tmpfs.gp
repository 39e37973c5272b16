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
"fileChannelForce (batch=1) @container-tmpfs-jdk17" 4.796966705962694 3.2768246807909596 7.022313312337544 1
"fileChannelForce (batch=10) @container-tmpfs-jdk17" 5.799293507643349 3.954988625988669 8.503641443314393 1
"fileChannelForce (batch=100) @container-tmpfs-jdk17" 6.53507575334715 4.427256760478533 9.646428344347862 1
"fileChannelForce (batch=1000) @container-tmpfs-jdk17" 7.304530047418485 4.985836424989053 10.701546273403192 1
"fileChannelForce (batch=1) @container-tmpfs-jdk25" 3.7906195042063264 3.6587708129649794 3.9272195390739135 1
"fileChannelForce (batch=10) @container-tmpfs-jdk25" 5.076493301297523 4.877909461914371 5.283161657536114 1
"fileChannelForce (batch=100) @container-tmpfs-jdk25" 5.252751793185988 5.0350046001057995 5.479915827731089 1
"fileChannelForce (batch=1000) @container-tmpfs-jdk25" 5.237585673250905 5.060721321773264 5.420631159162687 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on tmpfs (tmpfs)'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:100]
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
