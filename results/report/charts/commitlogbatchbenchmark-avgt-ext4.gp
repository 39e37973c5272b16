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
"fileChannelForce (batch=1)" 130.7174285854772 7.473174388302334 129.4963887940434 3.1673311474089445
"fileChannelForce (batch=10)" 19.86821773419645 3.425358538151632 22.456177350648687 6.759025906946188
"fileChannelForce (batch=100)" 4.68795829165895 0.2104574118026432 5.225479761068767 0.8832056753242634
"fileChannelForce (batch=1000)" 2.731761857805515 0.20221288844797894 2.540202201313302 0.1465545148914972
"fileChannelForceDirect (batch=100)" 3.5611143154275697 0.4980197959057009 3.820548535116448 0.5202683776358397
"fileChannelForceDirect (batch=1)" 119.27568933350125 4.968783745015015 145.61515430045077 6.817561789325855
"fileChannelForceDirect (batch=10)" 16.250593949017077 2.1117845616991713 18.88677387300324 2.767885103070043
"fileChannelForceDirect (batch=1000)" 1.8918041593446577 0.07267528357146656 1.854667712114842 0.01889352040646743
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
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4.svg'
replot
unset output
