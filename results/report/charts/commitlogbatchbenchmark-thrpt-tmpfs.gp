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
"fileChannelForce (batch=1)" 526.1202564301996 32.257244440684396 519.3697061896595 49.882156352192396
"fileChannelForce (batch=10)" 645.2199401793956 4.51909577219756 661.5522421309782 69.94742499960822
"fileChannelForce (batch=100)" 658.9669259287572 32.313407107281975 693.4781225957458 26.6821990174367
"fileChannelForce (batch=1000)" 662.3680904833989 14.043941258326395 682.0325808817006 54.26127986567752
"fileChannelForceDirect (batch=1)" 752.4422446563327 5.807895284005773 733.9745938612282 35.60858196207663
"fileChannelForceDirect (batch=10)" 947.3379753620889 5.021327659435464 904.1058945690366 111.8564708801398
"fileChannelForceDirect (batch=100)" 960.7697460951023 54.49748268993796 967.4312726646122 20.651968165838674
"fileChannelForceDirect (batch=1000)" 960.5222449740677 45.27959882542783 966.6324843527502 23.921971934552488
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
