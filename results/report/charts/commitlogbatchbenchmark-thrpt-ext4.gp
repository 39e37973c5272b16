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
"fileChannelForce (batch=1)" 7.492692719387064 0.7665468641333367 7.052671814372135 1.6226422033308496
"fileChannelForce (batch=10)" 52.95010241649573 15.85030607583534 47.23057968544526 2.0839503954492424
"fileChannelForce (batch=100)" 204.68740798266163 8.148376120384967 191.08881883934606 7.419015388561415
"fileChannelForce (batch=1000)" 364.3528610993494 33.894277992416164 419.2978994588786 14.541093790594761
"fileChannelForceDirect (batch=1)" 7.615904725244232 1.7190846989023212 8.180800537536447 0.13337473757720336
"fileChannelForceDirect (batch=10)" 62.65445422250916 1.9023923054235516 50.90060279920427 12.805462261534728
"fileChannelForceDirect (batch=100)" 284.772289397057 54.608105326720626 253.09529983803176 42.20770568743585
"fileChannelForceDirect (batch=1000)" 529.7623543206398 49.34287672776754 547.2673781561449 28.25780774856932
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
