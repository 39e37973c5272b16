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
"fileChannelForce (batch=1)" 2.933447840313676 0.06157522297242529
"fileChannelForce (batch=10)" 21.777828406544867 1.293506616104005
"fileChannelForce (batch=100)" 142.87607476902195 0.7255839313325635
"fileChannelForce (batch=1000)" 379.1676801706453 22.119093322130336
"fileChannelForceDirect (batch=1)" 2.7702658194869514 0.6249719008460987
"fileChannelForceDirect (batch=10)" 26.456361423269914 2.560449037191116
"fileChannelForceDirect (batch=100)" 166.519622545819 14.682086280449438
"fileChannelForceDirect (batch=1000)" 457.71956326381644 35.08019051473349
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
set yrange [1.3851329097434757:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4-loop.svg'
replot
unset output
