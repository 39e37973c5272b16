# iobench chart: CommitLogBatchBenchmark (avgt, us/op) on overlay (overlay)
# re-render: gnuplot commitlogbatchbenchmark-avgt-overlay-overlay.gp (in this folder)
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
set output 'commitlogbatchbenchmark-avgt-overlay-overlay.png'
$data << EOD
"fileChannelForce (batch=1)" 132.56481348041984 11.713811628663372 143.1035316869733 52.000042548995545
"fileChannelForce (batch=10)" 20.45499671961843 4.771248171058596 22.651814944889693 4.880482479868368
"fileChannelForce (batch=100)" 5.7740976551432865 0.18696511425974757 4.810609648465526 0.14456455073958235
"fileChannelForce (batch=1000)" 2.912184482605442 0.07299981707279775 2.900731175988104 0.20358525056360463
"fileChannelForceDirect (batch=100)" 4.555897210814255 0.260473096071719 4.558741906041043 0.820575022439903
"fileChannelForceDirect (batch=1)" 131.37818221655883 27.823504822053987 130.00985449396288 13.293641871604224
"fileChannelForceDirect (batch=10)" 22.522659681430415 7.484341558660971 17.43694205107154 1.1046234224943923
"fileChannelForceDirect (batch=1000)" 2.5323908456046325 0.055848247601136915 2.6573723544870362 0.05349926057580736
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on overlay (overlay)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-overlay-overlay.svg'
replot
unset output
