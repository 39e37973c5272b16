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
"fileChannelForce (batch=1)" 2.9993495248691606 0.36934024135798005 3.254123784826253 0.15627061980406204
"fileChannelForce (batch=10)" 23.1777145272546 3.015142701736192 23.338312425959227 3.28448963769071
"fileChannelForce (batch=100)" 147.19755965032675 21.210070384601167 146.49375450260186 12.873258058199134
"fileChannelForce (batch=1000)" 355.2449950617829 18.814895826553958 357.56218239822465 10.212810222008077
"fileChannelForceDirect (batch=1)" 3.3129410907776284 0.12633564593254507 3.400965832525533 0.019117997252733308
"fileChannelForceDirect (batch=10)" 25.770643571162598 4.432685791428998 25.90010210509816 1.474638437038489
"fileChannelForceDirect (batch=100)" 175.52014922391746 12.093863663732842 170.42649468738037 13.284558722367958
"fileChannelForceDirect (batch=1000)" 424.4770415950511 46.299636268416286 409.532671633382 67.3460229957331
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
set yrange [1.4996747624345803:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4-loop.svg'
replot
unset output
