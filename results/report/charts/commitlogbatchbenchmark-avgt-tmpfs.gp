# iobench chart: CommitLogBatchBenchmark (avgt, us/op) on tmpfs
# re-render: gnuplot commitlogbatchbenchmark-avgt-tmpfs.gp (in this folder)
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
set output 'commitlogbatchbenchmark-avgt-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 1.9364765566345958 0.07292092109232559
"fileChannelForce (batch=10)" 1.8956150384103063 0.7018641070349011
"fileChannelForce (batch=100)" 1.5451475534650676 0.019872175644440264
"fileChannelForce (batch=1000)" 1.5210991904481685 0.05264263600659438
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on tmpfs'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 17
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-tmpfs-jdk17'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-tmpfs.svg'
replot
unset output
