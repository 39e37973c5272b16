# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on ext4
# re-render: gnuplot commitlogbatchbenchmark-thrpt-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,805 font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4.png'
$data << EOD
"fileChannelForce (batch=1)" 5.5262364724560005 1.3665249043106482 7.504916560183868 1.1812649564056055
"fileChannelForce (batch=10)" 42.921830103670565 6.367076863481183 54.5291788192769 9.421264751646659
"fileChannelForce (batch=100)" 176.5924676697901 0.8210621321978397 209.5160200145666 23.47059075238031
"fileChannelForce (batch=1000)" 328.21854824065963 21.582667957502775 410.1972433758316 15.454120479593739
"fileChannelForceDirect (batch=1)" 6.850413732769168 1.1127332542765358 8.288062231651528 0.1669175645752177
"fileChannelForceDirect (batch=10)" 41.88311401237366 7.87060442880756 60.48424513999381 1.3611626939383827
"fileChannelForceDirect (batch=100)" 251.87110971149428 60.032442672823585 245.01338323425927 32.031930032835525
"fileChannelForceDirect (batch=1000)" 527.4799575618824 14.455526226201815 526.6468728714427 10.581110548092484
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on ext4'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4.svg'
replot
unset output
