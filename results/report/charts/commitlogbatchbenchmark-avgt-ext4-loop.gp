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
set terminal pngcairo noenhanced size 900,763 font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4-loop.png'
$data << EOD
"fileChannelForce (batch=1)" 332.1209888750338 21.18334852821108 347.2997267581448 24.146636817940163
"fileChannelForce (batch=10)" 38.57945997585321 0.8463897637133381 36.47153037320844 2.7080453134325237
"fileChannelForce (batch=100)" 6.03748233654617 0.48508180012118884 5.5690132859736945 0.1882566137006749
"fileChannelForce (batch=1000)" 1.6674468833031242 0.066966512120056 1.6839755067312967 0.07183613384028785
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on ext4 (loop)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 17
set key outside top center horizontal
set logscale y
set yrange [0.8337234416515621:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4-loop.svg'
replot
unset output
