# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on overlay (overlay)
# re-render: gnuplot commitlogbatchbenchmark-thrpt-overlay-overlay.gp (in this folder)
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
set output 'commitlogbatchbenchmark-thrpt-overlay-overlay.png'
$data << EOD
"fileChannelForce (batch=1)" 7.420790766275373 1.4848351903413508
"fileChannelForce (batch=10)" 46.25558524832831 12.12770920803789
"fileChannelForce (batch=100)" 211.3418719242642 27.026061731176245
"fileChannelForce (batch=1000)" 343.9789955556499 14.476018176182611
"fileChannelForceDirect (batch=1)" 7.9340609185888455 0.25475157797195747
"fileChannelForceDirect (batch=10)" 55.34127433286715 13.411590606052684
"fileChannelForceDirect (batch=100)" 239.48418334440424 8.85946597306799
"fileChannelForceDirect (batch=1000)" 394.25165036282556 17.023833079113
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on overlay (overlay)'."\n".'higher is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-overlay-jdk17'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-overlay-overlay.svg'
replot
unset output
