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
"fileChannelForce (batch=1)" 1.9541348105954117 0.06565061132776927 1.9222683301507328 0.05886015581884209
"fileChannelForce (batch=10)" 1.6047849909376424 0.07206970166503103 1.487625569021671 0.037328213596524384
"fileChannelForce (batch=100)" 1.534944226980554 0.07615003446298038 1.452010775401354 0.017734816581802874
"fileChannelForce (batch=1000)" 1.5440127037360705 0.07410721276149732 1.4335761672332523 0.051663697364332954
"fileChannelForceDirect (batch=100)" 1.0154944521232536 0.03234422307695925 1.0246104378363519 0.0205971081060683
"fileChannelForceDirect (batch=1)" 1.3640744827346547 0.08927096458524797 1.3422971633967162 0.01980160185814934
"fileChannelForceDirect (batch=10)" 1.0422411018391373 0.009132949981467015 1.0593890280510634 0.008851188830993385
"fileChannelForceDirect (batch=1000)" 1.0108000674589939 0.03767591383297964 1.0235476678801723 0.0182364180541185
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
