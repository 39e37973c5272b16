# iobench chart: CommitLogBatchBenchmark (avgt, us/op) on ext4
# re-render: gnuplot commitlogbatchbenchmark-avgt-ext4.gp (in this folder)
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
set output 'commitlogbatchbenchmark-avgt-ext4.png'
$data << EOD
"fileChannelForce (batch=1)" 138.31020322286983 9.326336572104113 140.27211152951114 25.819270769701937
"fileChannelForce (batch=10)" 21.771624657860848 1.927072837716636 22.638612064495167 3.9827613899799443
"fileChannelForce (batch=100)" 4.766795359586235 0.2537274374240844 4.659592130116279 0.2888425913620603
"fileChannelForce (batch=1000)" 2.867045719380971 0.10091742500262911 2.5224062405211183 0.05599297115614653
"fileChannelForceDirect (batch=100)" 3.5577816813883008 0.2089715600960514 3.6018233436523226 0.17479556972268043
"fileChannelForceDirect (batch=1)" 139.4795277742999 5.698786675495359 120.35969589219256 7.4517953474224115
"fileChannelForceDirect (batch=10)" 24.306941100352645 0.22647161358692472 18.613032809785594 3.6957028005664716
"fileChannelForceDirect (batch=1000)" 1.8837269689151774 0.09219999159182825 1.8158525993745342 0.009867507857866099
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on ext4'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4.svg'
replot
unset output
