# iobench chart: CommitLogBenchmark (thrpt, ops/ms) on overlay (overlay)
# re-render: gnuplot commitlogbenchmark-thrpt-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,700 font "Sans,10"
set output "commitlogbenchmark-thrpt-overlay-overlay.png"
$data << EOD
"bufferedWriterFlush" 658.6846583147872 0 661.8194891888601 0
"filesWriteAppend" 144.5184097966687 0 111.9131537380258 0
"randomAccessFileSync" 5.257844322674399 0 5.750807162693993 0
EOD
set title "CommitLogBenchmark (thrpt, ops/ms) on overlay (overlay)\nhigher is better; error bars: 0.999 CI (none: n too small)"
set ylabel "ops/ms, log scale"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 14
set key outside top center horizontal
set logscale y
set yrange [2.6289221613371994:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title "container-overlay-jdk17", \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title "container-overlay-jdk25"
set terminal svg noenhanced size 900,700 dynamic font "Sans,10"
set output "commitlogbenchmark-thrpt-overlay-overlay.svg"
replot
unset output
