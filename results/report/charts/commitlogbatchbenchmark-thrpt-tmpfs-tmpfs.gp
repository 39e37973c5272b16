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
set terminal pngcairo noenhanced size 900,763 font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 435.9409907988696 17.94981178609157
"fileChannelForce (batch=10)" 458.4364330110728 93.53565119414768
"fileChannelForce (batch=100)" 539.8514759436575 128.20019950076295
"fileChannelForce (batch=1000)" 577.9734106446365 76.97759739435222
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs (tmpfs)'."\n".'higher is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs-tmpfs.svg'
replot
unset output
