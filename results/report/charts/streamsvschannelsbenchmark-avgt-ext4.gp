# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4
# re-render: gnuplot streamsvschannelsbenchmark-avgt-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,812 font "Sans,10"
set output "streamsvschannelsbenchmark-avgt-ext4.png"
$data << EOD
"channelReadDevZero (bufferSize=8)" 435.03316849526686 0 391.678239812111 0
"channelReadDevZero (bufferSize=8192)" 954.9653003412573 0 885.6310487743382 0
"streamReadDevZero (bufferSize=8)" 359.38831783452656 0 349.54228958863047 0
"streamReadDevZero (bufferSize=8192)" 1112.923251766323 0 1070.2351044686545 0
EOD
set title "StreamsVsChannelsBenchmark (avgt, ns/op) on ext4\nlower is better; error bars: 0.999 CI (none: n too small)"
set ylabel "ns/op"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 23
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title "host-ext4-jdk17", \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title "host-ext4-jdk25"
set terminal svg noenhanced size 900,812 dynamic font "Sans,10"
set output "streamsvschannelsbenchmark-avgt-ext4.svg"
replot
unset output
