# iobench chart: CommitLogBatchBenchmark (avgt, us/op) on tmpfs (tmpfs)
# re-render: gnuplot commitlogbatchbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set output 'commitlogbatchbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 1.7032266254696213 0.02209380758824793
"fileChannelForce (batch=10)" 1.3877495158597346 0.03566694490949518
"fileChannelForce (batch=100)" 1.3600474246577807 0.03928035483541179
"fileChannelForce (batch=1000)" 1.3526937665680903 0.028247004045750982
"fileChannelForceDirect (batch=100)" 1.0569698991115102 0.012199565683891092
"fileChannelForceDirect (batch=1)" 1.4044302497907708 0.003722791043830471
"fileChannelForceDirect (batch=10)" 1.0938437314821619 0.018516277015324472
"fileChannelForceDirect (batch=1000)" 1.0696565153659894 0.020217265016743285
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
