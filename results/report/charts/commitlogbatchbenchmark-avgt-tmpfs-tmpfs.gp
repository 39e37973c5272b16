# iobench chart: CommitLogBatchBenchmark (avgt, us/op) on tmpfs (tmpfs)
# re-render: gnuplot commitlogbatchbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set output 'commitlogbatchbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 1.718818956289643 0.07322618933083748 1.7219641372897503 0.018917408885687326
"fileChannelForce (batch=10)" 1.3353617914852363 0.027129664080881674 1.4167247370757525 0.09598741866630522
"fileChannelForce (batch=100)" 1.3105297266943128 0.01612426671525014 1.3520339445684975 0.037756654974336605
"fileChannelForce (batch=1000)" 1.3341846783179783 0.04035940676784254 1.36370623641752 0.010618167458107628
"fileChannelForceDirect (batch=100)" 1.0514102798587062 0.03748205619104737 1.0462107112939878 0.01308931911370847
"fileChannelForceDirect (batch=1)" 1.3936747773757243 0.010295884345517054 1.3947055731828535 0.012619030387925398
"fileChannelForceDirect (batch=10)" 1.0849447081287307 0.02595601003477149 1.087500580107958 0.015190570944475656
"fileChannelForceDirect (batch=1000)" 1.0430082186645446 0.04137484099660775 1.0644964061702664 0.05686132080345617
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
