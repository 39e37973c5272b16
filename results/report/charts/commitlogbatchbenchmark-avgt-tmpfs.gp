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
"fileChannelForce (batch=1)" 1.9392904129926156 0.011854547740708947 1.8991029850972208 0.06496927221507882
"fileChannelForce (batch=10)" 1.5990919013160119 0.050268860339081074 1.5273179793804068 0.04279683756373544
"fileChannelForce (batch=100)" 1.5605312014586623 0.05827467140710725 1.5161633671068138 0.06406121099489148
"fileChannelForce (batch=1000)" 1.5313647249568203 0.02071685845830056 1.4645560708533456 0.04766399008619883
"fileChannelForceDirect (batch=100)" 1.0231601992680595 0.010790350477679294 1.029986234403716 0.024618529900670014
"fileChannelForceDirect (batch=1)" 1.3396276240356497 0.05214314443579872 1.3412332292339622 0.03999756385267684
"fileChannelForceDirect (batch=10)" 1.056464237647442 0.02988000939436224 1.089438424085565 0.11540834895360874
"fileChannelForceDirect (batch=1000)" 1.024683021348328 0.014874242119842162 1.0316276439212742 0.03121864245480606
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
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-tmpfs.svg'
replot
unset output
