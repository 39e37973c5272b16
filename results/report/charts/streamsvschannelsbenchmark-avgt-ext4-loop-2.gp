# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (loop) (2 of 2)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-ext4-loop-2.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-ext4-loop-2.png'
$data << EOD
"streamWriteFile (bufferSize=8)" 985.5301690431857 16.907102422383993 981.9732984173141 12.967232198511178
"streamWriteFile (bufferSize=8192)" 8756.1173542647 3017.2523055775823 8703.976852053602 2571.8921984398057
"streamWriteSocket (bufferSize=8)" 1517.8495181122112 198.50013607860728 1487.845299455027 161.75744180829102
"streamWriteSocket (bufferSize=8192)" 4142.984045709208 2317.4791876561703 3706.4973681251304 1035.901972521398
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (loop) (2 of 2)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'ns/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4-loop-2.svg'
replot
unset output
