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
"streamWriteFile (bufferSize=8)" 778.51731343549 8.285439031139479 782.2042146124404 4.577032597222823
"streamWriteFile (bufferSize=8192)" 5082.750958613365 78.09004793702036 5203.682312738964 113.28172258794923
"streamWriteSocket (bufferSize=8)" 1391.6679520203506 92.36839708840847 1421.650990784034 59.007492798778244
"streamWriteSocket (bufferSize=8192)" 3612.081304252616 409.35934819921164 3593.2138387048785 551.2843419279753
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
