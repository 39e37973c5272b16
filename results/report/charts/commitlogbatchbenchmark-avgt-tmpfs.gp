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
"fileChannelForce (batch=1)" 1.9040511091450396 0.0413410698630751 1.9066039066639373 0.08551576776683503
"fileChannelForce (batch=10)" 1.5682242527367805 0.05233680234801655 1.4523646993269925 0.022073328055732134
"fileChannelForce (batch=100)" 1.5399679704199605 0.07265566185634921 1.4237802108119455 0.01757371687090278
"fileChannelForce (batch=1000)" 1.528137840145858 0.04769463583703466 1.4154473590067895 0.03786132780539114
"fileChannelForceDirect (batch=100)" 1.0261495591491108 0.04136556238701188 1.0299192499481664 0.03239690154044587
"fileChannelForceDirect (batch=1)" 1.310537907090089 0.02746792042444359 1.3178485584620991 0.03506653508070242
"fileChannelForceDirect (batch=10)" 1.0454294591093454 0.029662605569421737 1.0592383066040325 0.018675051554162273
"fileChannelForceDirect (batch=1000)" 0.9997716564715217 0.019891831004748596 1.0090684236378251 0.005740707246157941
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
