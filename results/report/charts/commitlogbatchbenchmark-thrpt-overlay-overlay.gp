# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on overlay (overlay)
# re-render: gnuplot commitlogbatchbenchmark-thrpt-overlay-overlay.gp (in this folder)
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
set output 'commitlogbatchbenchmark-thrpt-overlay-overlay.png'
$data << EOD
"fileChannelForce (batch=1)" 7.3273329928250535 0.686891712835772 7.627726413912616 0.46078860291270324
"fileChannelForce (batch=10)" 58.538348385735645 3.0129559267649437 63.88819082009557 6.866410571900054
"fileChannelForce (batch=100)" 239.80264158177232 22.73523123368167 239.07108052783806 30.21584117040255
"fileChannelForce (batch=1000)" 509.5319087825213 18.806305320307597 543.0677716575528 12.290760452658748
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on overlay (overlay)'."\n".'higher is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-overlay-overlay.svg'
replot
unset output
