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
set terminal pngcairo noenhanced size 900,805 font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-overlay-overlay.png'
$data << EOD
"fileChannelForce (batch=1)" 7.490161173013747 0.3836832417902088 6.29591323122234 2.1490842163329327
"fileChannelForce (batch=10)" 48.89516266030524 0.45280495625713146 47.96397708706613 1.3971275509554997
"fileChannelForce (batch=100)" 182.958116477525 30.8234185244109 203.08912607922178 10.69737786348388
"fileChannelForce (batch=1000)" 326.38790663921185 15.766611183960933 321.236499865265 25.248680328976857
"fileChannelForceDirect (batch=1)" 7.702429832840362 0.7701630316195561 8.123910144165615 0.11836606282656602
"fileChannelForceDirect (batch=10)" 51.60197595364299 13.334947483848252 52.65355295950463 13.681568966686815
"fileChannelForceDirect (batch=100)" 224.60322379059417 12.952044003418848 222.498778418876 28.374721768939665
"fileChannelForceDirect (batch=1000)" 392.25410035732926 28.632674347052372 393.153424556987 16.833501159105438
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on overlay (overlay)'."\n".'higher is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-overlay-overlay.svg'
replot
unset output
