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
set terminal pngcairo noenhanced size 900,763 font 'Sans,10'
set output 'commitlog-batch-thrpt-on-ext4.png'
$data << EOD
"fileChannelForce (batch=1)" 0.04349258081779597 0.039614080252952315 0.04775081420832783 1
"fileChannelForce (batch=10)" 0.3073576743246459 0.228731693852764 0.41301115020406914 1
"fileChannelForce (batch=100)" 1.1881420962368443 1.1495561814719972 1.2280231828621337 1
"fileChannelForce (batch=1000)" 2.114946768944099 1.9450273068138793 2.2997105592282088 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
set xrange [-0.7:3.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 17
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelForce (batch=1)' 0, 'fileChannelForce (batch=10)' 1, 'fileChannelForce (batch=100)' 2, 'fileChannelForce (batch=1000)' 3)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlog-batch-thrpt-on-ext4.svg'
replot
unset output
