# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (2 of 2)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-tmpfs-2.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-tmpfs-2.png'
$data << EOD
"streamWriteFile (bufferSize=8)" 791.7280868683076 18.753199607873885 785.8349368552485 8.65989073607243
"streamWriteFile (bufferSize=8192)" 4807.684280801688 136.09504940670138 4673.09782835179 71.19565546220339
"streamWriteSocket (bufferSize=8)" 1463.339918748046 108.67026304789228 1449.1030455383714 82.60270453903277
"streamWriteSocket (bufferSize=8192)" 3591.4216642478927 409.0255599725795 4030.7248287781813 561.5787983961142
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (2 of 2)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-tmpfs-2.svg'
replot
unset output
