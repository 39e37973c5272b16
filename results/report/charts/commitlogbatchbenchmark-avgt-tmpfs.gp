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
set terminal pngcairo noenhanced size 900,805 font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 1.903041050167161 0.03555133271986016 1.8537081350884175 0.09948799527913184
"fileChannelForce (batch=10)" 1.5700747892129199 0.04504881602080839 1.4362709570716792 0.02019383042770224
"fileChannelForce (batch=100)" 1.5199254035690697 0.06938433896200698 1.4453860573869959 0.09805469791234116
"fileChannelForce (batch=1000)" 1.520051490891061 0.02095018768396526 1.4327502344643281 0.03460386001957432
"fileChannelForceDirect (batch=100)" 1.006052903532478 0.01923632230909587 1.018875903831578 0.015013731975795313
"fileChannelForceDirect (batch=1)" 1.342438783530884 0.03490605730212136 1.3293506159904531 0.0629294503634
"fileChannelForceDirect (batch=10)" 1.0490249057439869 0.04491160355174682 1.0506822997681349 0.016286300589863797
"fileChannelForceDirect (batch=1000)" 1.0060912667949502 0.05235456068773314 1.009774203786933 0.05912510805970148
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on tmpfs'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-tmpfs.svg'
replot
unset output
