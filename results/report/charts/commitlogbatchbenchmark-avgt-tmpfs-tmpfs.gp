# iobench chart: CommitLogBatchBenchmark (avgt, us/op) on tmpfs (tmpfs)
# re-render: gnuplot commitlogbatchbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set output 'commitlogbatchbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 1.6878750920108576 0.06716153499614712
"fileChannelForce (batch=10)" 1.3470929570539472 0.052612267919701756
"fileChannelForce (batch=100)" 1.3115601140368123 0.04960445526243407
"fileChannelForce (batch=1000)" 1.3293171071618117 0.012209953527986081
"fileChannelForceDirect (batch=100)" 1.0503220542397074 0.023027709316475558
"fileChannelForceDirect (batch=1)" 1.3843309420223884 0.02389301366210161
"fileChannelForceDirect (batch=10)" 1.0960475237097385 0.035216905720102165
"fileChannelForceDirect (batch=1000)" 1.0478602110733455 0.048581724478324886
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
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
set output 'commitlogbatchbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
