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
set terminal pngcairo noenhanced size 900,763 font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4.png'
$data << EOD
"fileChannelForce (batch=1)" 735.5163675960913 678.3871642776493 2299.2089438717258 995.6689213440376
"fileChannelForce (batch=10)" 64.3384986147051 77.6276295848121 164.51744116484758 124.47335570252856
"fileChannelForce (batch=100)" 4.479033549776481 1.3729305559441924 22.40747416438474 8.498826836514072
"fileChannelForce (batch=1000)" 3.248870003369239 2.1797754859806697 4.550379385238618 2.4961563527688417
EOD
set title 'CommitLogBatchBenchmark (avgt, us/op) on ext4'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 17
set key outside top center horizontal
set logscale y
set yrange [1.6244350016846194:*]
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-avgt-ext4.svg'
replot
unset output
