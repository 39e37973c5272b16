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
set terminal pngcairo noenhanced size 900,763 font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4-loop.png'
$data << EOD
"fileChannelForce (batch=1)" 1.3769186748979767 0.5880680223799042
"fileChannelForce (batch=10)" 14.45812616188949 2.3799565745746754
"fileChannelForce (batch=100)" 102.37323743795164 29.27353659305724
"fileChannelForce (batch=1000)" 280.5169015938081 54.96384417239128
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on ext4 (loop)'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 17
set key outside top center horizontal
set logscale y
set yrange [0.6884593374489884:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4-loop.svg'
replot
unset output
