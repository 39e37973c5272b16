# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs
# re-render: gnuplot commitlogbatchbenchmark-thrpt-tmpfs.gp (in this folder)
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
set output 'commitlogbatchbenchmark-thrpt-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 538.4706569125614 8.028769193505441 546.1399209955343 15.487979165109142
"fileChannelForce (batch=10)" 648.635473516071 20.417471574812062 693.3903002666723 29.05099179191501
"fileChannelForce (batch=100)" 691.9384058837621 18.736195926317404 709.4931913480211 28.005543106417875
"fileChannelForce (batch=1000)" 690.297624559488 2.1746759018243593 717.6341606979796 43.24984795907544
"fileChannelForceDirect (batch=1)" 765.5201935327649 10.04669016671365 759.5620729898203 34.39352848454735
"fileChannelForceDirect (batch=10)" 961.8296893532133 34.180183764923946 961.9926288004968 15.037888482402828
"fileChannelForceDirect (batch=100)" 984.3938846201668 30.439157297082104 982.745606959286 35.07152860166168
"fileChannelForceDirect (batch=1000)" 970.3393868802399 103.09346490712508 983.0713505246243 19.557490255398555
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs'."\n".'higher is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs.svg'
replot
unset output
