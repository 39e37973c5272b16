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
"fileChannelForce (batch=1)" 888.8417632379137 33.67223921925353 873.6907804429711 35.109050839668384
"fileChannelForce (batch=10)" 1096.3834687217764 124.27378666559116 1179.9099304429537 25.381549616910167
"fileChannelForce (batch=100)" 1120.5742680918174 134.5387437005391 1119.2078558848914 144.33315292559456
"fileChannelForce (batch=1000)" 1128.8893407741461 113.81877153307164 1158.2096052314105 51.238389017858346
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
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs.svg'
replot
unset output
