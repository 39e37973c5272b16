# iobench chart: CommitLogBenchmark (thrpt, ops/ms) on tmpfs
# re-render: gnuplot commitlogbenchmark-thrpt-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,693 font 'Sans,10'
set output 'commitlogbenchmark-thrpt-tmpfs.png'
$data << EOD
"bufferedWriterFlush" 859.2058146897 23.251613096977433 856.9909654866258 21.439038055481017
"filesWriteAppend" 188.09244587540252 8.955968913398168 205.19473738626104 12.342250694320379
EOD
set title 'CommitLogBenchmark (thrpt, ops/ms) on tmpfs'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 11
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,693 dynamic font 'Sans,10'
set output 'commitlogbenchmark-thrpt-tmpfs.svg'
replot
unset output
