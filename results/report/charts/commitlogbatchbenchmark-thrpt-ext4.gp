# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on ext4
# re-render: gnuplot commitlogbatchbenchmark-thrpt-ext4.gp (in this folder)
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
set output 'commitlogbatchbenchmark-thrpt-ext4.png'
$data << EOD
"fileChannelForce (batch=1)" 7.230768936081655 1.1231432261283265 7.401311663698438 0.4783235908686748
"fileChannelForce (batch=10)" 44.32843610899793 3.875204415780989 57.38361153275989 18.06326444458075
"fileChannelForce (batch=100)" 213.92129084180098 27.320565550431695 212.83057250793615 43.15014912919992
"fileChannelForce (batch=1000)" 366.01698037719933 73.41592423708092 393.89629834544525 60.135065054659655
"fileChannelForceDirect (batch=1)" 7.211362022282877 2.603541808785983 7.695550073918141 1.5365002385326776
"fileChannelForceDirect (batch=10)" 52.7693351967986 2.128486243493139 44.16224147953065 15.607479706235127
"fileChannelForceDirect (batch=100)" 290.7828107215339 11.776351675925415 261.440359799692 78.05727245166746
"fileChannelForceDirect (batch=1000)" 496.11164036854456 44.633310942894205 542.1253863716428 17.757507240315025
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on ext4'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms'
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
set output 'commitlogbatchbenchmark-thrpt-ext4.svg'
replot
unset output
