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
"fileChannelForce (batch=1)" 318.47002671983205 23.3277759224206 362.71260096793765 50.56567941008666
"fileChannelForce (batch=10)" 47.63639059477619 9.900529548736808 45.37037809583099 5.027074127228203
"fileChannelForce (batch=100)" 6.9482527469558475 1.7589539368160743 7.290993865610835 2.056832631214943
"fileChannelForce (batch=1000)" 2.8249832612784704 0.24684843293880215 2.965473388046721 0.8037768492837928
"fileChannelForceDirect (batch=100)" 5.996904709157486 0.1283631134046974 6.460782028499836 1.3854664886404557
"fileChannelForceDirect (batch=1)" 307.7616931957171 37.24007953662615 297.9545954586303 11.213090468271643
"fileChannelForceDirect (batch=10)" 36.69062354028166 0.872461034068846 43.1459664927828 2.4207002191160254
"fileChannelForceDirect (batch=1000)" 2.250564823259998 0.056681118892326784 2.3769590160692275 0.131984732914309
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
set yrange [1.125282411629999:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4-loop.svg'
replot
unset output
