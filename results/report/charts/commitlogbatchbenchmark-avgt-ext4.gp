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
"fileChannelForce (batch=1)" 137.3044093830503 14.169708549269266 148.24312467527096 15.402624947902396
"fileChannelForce (batch=10)" 20.609835416468666 2.1204993774519982 21.71875752314049 2.0186443429396173
"fileChannelForce (batch=100)" 4.534414378269208 0.13860118978229954 5.208645034526172 0.1326013856316758
"fileChannelForce (batch=1000)" 2.7796763102903803 0.13468428572466976 2.572289626976778 0.1183127845780377
"fileChannelForceDirect (batch=100)" 3.6029142257308897 0.20634043532708463 3.9673477740959795 0.21026833308666837
"fileChannelForceDirect (batch=1)" 119.33795807085515 3.900173305073404 127.56182491225809 26.18628149681047
"fileChannelForceDirect (batch=10)" 15.999322504026523 1.4726630098543634 18.691410882770455 1.1355349769971284
"fileChannelForceDirect (batch=1000)" 2.015119611396017 0.29648338903727184 1.9194583341644746 0.1042174414038651
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
