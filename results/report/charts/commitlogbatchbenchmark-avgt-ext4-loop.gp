# iobench chart: CommitLogBatchBenchmark (avgt, us/op) on ext4 (loop)
# re-render: gnuplot commitlogbatchbenchmark-avgt-ext4-loop.gp (in this folder)
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
set output 'commitlogbatchbenchmark-avgt-ext4-loop.png'
$data << EOD
"fileChannelForce (batch=1)" 338.5572529113466 14.625971459427026
"fileChannelForce (batch=10)" 43.92365322999346 2.7621349966845523
"fileChannelForce (batch=100)" 6.722101038598645 0.25546837985025433
"fileChannelForce (batch=1000)" 2.875113416085647 0.16123332605890517
"fileChannelForceDirect (batch=100)" 6.251325347247015 0.4107172166317364
"fileChannelForceDirect (batch=1)" 301.20686315146855 15.431818293950029
"fileChannelForceDirect (batch=10)" 40.23007493113855 6.8729923438257154
"fileChannelForceDirect (batch=1000)" 2.423399029264092 0.08621958369532493
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on ext4 (loop)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set logscale y
set yrange [1.211699514632046:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4-loop.svg'
replot
unset output
