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
"fileChannelForce (batch=1)" 3.1701706556507934 0.1799483710842559
"fileChannelForce (batch=10)" 22.0934734682986 2.463114398718708
"fileChannelForce (batch=100)" 154.43057357180393 15.34407977361292
"fileChannelForce (batch=1000)" 368.6297376894593 21.347700246977357
"fileChannelForceDirect (batch=1)" 3.360973843372622 0.14239447680038722
"fileChannelForceDirect (batch=10)" 25.321006203899124 2.789473579590902
"fileChannelForceDirect (batch=100)" 164.85721107785253 20.452327289443566
"fileChannelForceDirect (batch=1000)" 432.0674056054992 8.661193184039146
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
set yrange [1.5850853278253967:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4-loop.svg'
replot
unset output
