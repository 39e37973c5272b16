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
"fileChannelForce (batch=1)" 356.7729818774053 29.06634407978666
"fileChannelForce (batch=10)" 46.194156094799425 3.1933516928346006
"fileChannelForce (batch=100)" 7.343746968144797 0.34628609437891505
"fileChannelForce (batch=1000)" 2.8500231001576215 0.21277586697801665
"fileChannelForceDirect (batch=100)" 7.011626877887323 0.7695497127339254
"fileChannelForceDirect (batch=1)" 319.24988815208206 26.59087366971664
"fileChannelForceDirect (batch=10)" 39.97519793127671 4.055962302429326
"fileChannelForceDirect (batch=1000)" 2.327718686037866 0.2039948597093028
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
set yrange [1.163859343018933:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4-loop.svg'
replot
unset output
