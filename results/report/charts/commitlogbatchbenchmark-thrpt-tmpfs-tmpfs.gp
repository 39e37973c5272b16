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
set terminal pngcairo noenhanced size 900,805 font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 603.553361854661 9.203787659954548 562.0223274788466 13.417489958492752
"fileChannelForce (batch=10)" 740.0013659750691 43.126079710977784 698.5770368430315 37.511334959534736
"fileChannelForce (batch=100)" 761.9021302509431 27.47068233222757 733.6878646579294 39.39891208696312
"fileChannelForce (batch=1000)" 749.0515239946709 9.842470627980472 741.0585226105494 9.967611390083977
"fileChannelForceDirect (batch=1)" 727.7568009016923 12.312369376315175 712.814039554737 18.43658536374929
"fileChannelForceDirect (batch=10)" 930.3983383541571 13.182297349451567 910.1647661384412 18.144228358941945
"fileChannelForceDirect (batch=100)" 956.0987565917047 28.067917615195327 930.3218870851447 67.03064573524028
"fileChannelForceDirect (batch=1000)" 967.9676881964917 8.478724408758623 955.0726261794637 2.3282355394706813
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs (tmpfs)'."\n".'higher is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs-tmpfs.svg'
replot
unset output
