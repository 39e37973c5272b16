# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs (tmpfs)
# re-render: gnuplot commitlogbatchbenchmark-thrpt-tmpfs-tmpfs.gp (in this folder)
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
set output 'commitlogbatchbenchmark-thrpt-tmpfs-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 598.1243771607755 18.120096467670187
"fileChannelForce (batch=10)" 744.7733446578035 9.64724723442432
"fileChannelForce (batch=100)" 749.9547448108009 32.184590764196244
"fileChannelForce (batch=1000)" 736.2109507576025 58.977901427171396
"fileChannelForceDirect (batch=1)" 722.3044154926783 16.170458706251882
"fileChannelForceDirect (batch=10)" 922.9977538811305 24.856701311378124
"fileChannelForceDirect (batch=100)" 950.1302706152508 24.218193590207946
"fileChannelForceDirect (batch=1000)" 965.8657189389106 1.4282066229382313
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs (tmpfs)'."\n".'higher is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs-tmpfs.svg'
replot
unset output
