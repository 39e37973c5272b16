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
"fileChannelForce (batch=1)" 1.6658684771278924 0.04754468040339548
"fileChannelForce (batch=10)" 1.336504650431014 0.016941459787103496
"fileChannelForce (batch=100)" 1.3315749212962182 0.030138936317792433
"fileChannelForce (batch=1000)" 1.3363100666475105 0.03935244836520621
"fileChannelForceDirect (batch=100)" 1.0422388657558708 0.005686970957016283
"fileChannelForceDirect (batch=1)" 1.3840409693767368 0.02942070926709219
"fileChannelForceDirect (batch=10)" 1.0931671941178793 0.008931467434583923
"fileChannelForceDirect (batch=1000)" 1.0786356571190314 0.02277835384975114
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
