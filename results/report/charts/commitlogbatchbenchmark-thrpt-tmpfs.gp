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
set terminal pngcairo noenhanced size 900,805 font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 528.8811253884772 23.382804533860014 531.2407572414276 15.813467524480933
"fileChannelForce (batch=10)" 635.1731086022023 45.422029844568975 687.8483669965794 29.888866630144356
"fileChannelForce (batch=100)" 659.5845984224898 27.83347511102833 697.3202565809551 47.616391880792655
"fileChannelForce (batch=1000)" 660.1058474414851 28.660752880668532 713.6007834226787 10.506620333190758
"fileChannelForceDirect (batch=1)" 753.0905410027203 3.597328058934508 756.0989006791561 31.594589315529635
"fileChannelForceDirect (batch=10)" 957.4840215186399 18.484911017892294 943.7832841358426 33.32895194223817
"fileChannelForceDirect (batch=100)" 975.2473735224688 30.172984598423696 971.7200068632341 27.666005908152215
"fileChannelForceDirect (batch=1000)" 978.5137947313473 42.43506368824774 974.5444425727472 24.347736212680182
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs'."\n".'higher is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs.svg'
replot
unset output
