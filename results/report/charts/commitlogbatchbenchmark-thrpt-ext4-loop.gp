# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on ext4 (loop)
# re-render: gnuplot commitlogbatchbenchmark-thrpt-ext4-loop.gp (in this folder)
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
set output 'commitlogbatchbenchmark-thrpt-ext4-loop.png'
$data << EOD
"fileChannelForce (batch=1)" 3.0977935026545023 0.242471093313975
"fileChannelForce (batch=10)" 23.35191903394845 2.2735240591257875
"fileChannelForce (batch=100)" 147.7464732229244 10.248917520314123
"fileChannelForce (batch=1000)" 369.39856545637826 23.73372465696846
"fileChannelForceDirect (batch=1)" 3.148066304504643 0.38214125073475064
"fileChannelForceDirect (batch=10)" 24.13488998943172 1.7219160087734189
"fileChannelForceDirect (batch=100)" 160.59006030383486 21.93191970996162
"fileChannelForceDirect (batch=1000)" 421.25541821023853 11.198087465938867
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on ext4 (loop)'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set logscale y
set yrange [1.5488967513272511:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4-loop.svg'
replot
unset output
