# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs
# re-render: gnuplot commitlogbatchbenchmark-thrpt-tmpfs.gp (in this folder)
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
set output 'commitlogbatchbenchmark-thrpt-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 532.788675413049 12.686411761573918
"fileChannelForce (batch=10)" 645.9612379560847 18.92847486113573
"fileChannelForce (batch=100)" 675.1063360569472 25.784392508702243
"fileChannelForce (batch=1000)" 671.3002800912369 30.88865495305018
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 17
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-tmpfs-jdk17'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs.svg'
replot
unset output
