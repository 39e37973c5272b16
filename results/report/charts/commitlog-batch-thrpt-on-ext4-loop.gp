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
set terminal pngcairo noenhanced size 900,763 font 'Sans,10'
set output 'commitlog-batch-thrpt-on-ext4-loop.png'
$data << EOD
"fileChannelForce (batch=1)" 0.016509415513529847 0.014412192297558262 0.018911820975671942 1
"fileChannelForce (batch=10)" 0.12256540348355298 0.10871213681500323 0.1381840020001606 1
"fileChannelForce (batch=100)" 0.8041051396542686 0.6992585716396045 0.9246723627603359 1
"fileChannelForce (batch=1000)" 2.133951964378206 1.8920915712985806 2.406728646409155 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4 (loop)'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork means), log scale'
set logscale y
set format y "%g"
set yrange [0.001:10]
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
set output 'commitlog-batch-thrpt-on-ext4-loop.svg'
replot
unset output
