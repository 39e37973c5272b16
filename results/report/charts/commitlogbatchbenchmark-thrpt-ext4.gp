# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on ext4
# re-render: gnuplot commitlogbatchbenchmark-thrpt-ext4.gp (in this folder)
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
set output 'commitlogbatchbenchmark-thrpt-ext4.png'
$data << EOD
"fileChannelForce (batch=1)" 7.650943981139362 0.14880531443390324 6.672464828706711 1.7699494434808605
"fileChannelForce (batch=10)" 52.86990309062568 2.8585960206443235 45.50708831659268 12.861466894976362
"fileChannelForce (batch=100)" 206.74121808011927 8.688603307304609 197.5936234444077 9.603333087648807
"fileChannelForce (batch=1000)" 380.99297922557577 7.928668155953576 398.23716070187226 57.324114489406384
"fileChannelForceDirect (batch=1)" 8.347592621116444 0.6781537640465425 7.846315806531326 0.04262907551924551
"fileChannelForceDirect (batch=10)" 51.47551263491427 5.672740707333316 49.28280352299578 11.51499300533504
"fileChannelForceDirect (batch=100)" 277.9751671328271 13.290892195991061 254.26525195364752 36.901582241394536
"fileChannelForceDirect (batch=1000)" 513.561338964249 7.967692258695992 485.9902030024686 43.08873148727499
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on ext4'."\n".'higher is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4.svg'
replot
unset output
