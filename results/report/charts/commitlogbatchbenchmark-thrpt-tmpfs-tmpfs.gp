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
"fileChannelForce (batch=1)" 585.6639399275986 18.964117367814325
"fileChannelForce (batch=10)" 715.5840267836763 38.343415828905385
"fileChannelForce (batch=100)" 747.7162796742487 4.341979919159218
"fileChannelForce (batch=1000)" 747.3143510393306 13.584169579925847
"fileChannelForceDirect (batch=1)" 715.5721650247219 32.81788804720069
"fileChannelForceDirect (batch=10)" 909.7131036711446 22.306713507655516
"fileChannelForceDirect (batch=100)" 936.1249576654304 12.350080953385564
"fileChannelForceDirect (batch=1000)" 935.5968027102759 23.151466285619254
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
