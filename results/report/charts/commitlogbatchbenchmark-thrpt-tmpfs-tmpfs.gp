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
"fileChannelForce (batch=1)" 585.2656440423854 3.46087061354261
"fileChannelForce (batch=10)" 734.2519092179667 28.93378009689447
"fileChannelForce (batch=100)" 748.9326584948444 27.442292896040666
"fileChannelForce (batch=1000)" 756.0460376175797 32.25938975164185
"fileChannelForceDirect (batch=1)" 709.969320320575 42.73096219147444
"fileChannelForceDirect (batch=10)" 911.7930555612857 37.57530880324167
"fileChannelForceDirect (batch=100)" 946.1022575069119 22.642071876964806
"fileChannelForceDirect (batch=1000)" 958.4718551396634 19.526561236267845
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
