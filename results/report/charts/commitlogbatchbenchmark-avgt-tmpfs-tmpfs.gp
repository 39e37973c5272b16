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
set terminal pngcairo noenhanced size 900,763 font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 1.1670442221983472 0.05211216524762795 1.2153290103204386 0.037710819524339224
"fileChannelForce (batch=10)" 0.8835549836917974 0.026052875709650015 0.9004223850364748 0.026087741319989897
"fileChannelForce (batch=100)" 0.8441300015774722 0.023286144970919537 0.9067461656304742 0.07594430393576551
"fileChannelForce (batch=1000)" 1.1518647860377342 0.5313561274532662 0.8622375408539068 0.03232648015911402
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 17
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
