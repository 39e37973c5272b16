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
"fileChannelForce (batch=1)" 133.98001172066463 6.068152720322111 135.0748880627567 7.761764671820685
"fileChannelForce (batch=10)" 20.496411585068874 1.4965310140369283 21.949114698028566 1.3737349667712822
"fileChannelForce (batch=100)" 4.912924548734642 0.20532947130088 5.048420289194054 0.15933306579573958
"fileChannelForce (batch=1000)" 2.7664408873315463 0.13269428514613832 2.5444912024594277 0.12178568849839665
"fileChannelForceDirect (batch=100)" 3.7517078399442703 0.1651409726867293 3.630214818436299 0.16706482434436704
"fileChannelForceDirect (batch=1)" 157.4417777887165 24.627569772317987 149.78461504737916 38.99435618588855
"fileChannelForceDirect (batch=10)" 21.561804439310205 9.13166837660871 21.200110154201862 4.332088255247647
"fileChannelForceDirect (batch=1000)" 1.9482539520785966 0.02425146112601459 1.9247999777870124 0.06033460144571459
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
