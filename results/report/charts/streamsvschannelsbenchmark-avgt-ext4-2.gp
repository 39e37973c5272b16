# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (2 of 2)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-ext4-2.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-ext4-2.png'
$data << EOD
"streamWriteFile (bufferSize=8)" 934.7114492967281 39.104255753741946 917.7779896629207 27.275715172948285
"streamWriteFile (bufferSize=8192)" 11925.196604636794 398.14208667105913 11847.046603141682 377.4072145644668
"streamWriteSocket (bufferSize=8)" 1416.5359972006972 64.75974118977015 1426.0321716090154 117.83647484729218
"streamWriteSocket (bufferSize=8192)" 3313.580615641807 70.69708022348685 3231.213715562271 89.35456097078115
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (2 of 2)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4-2.svg'
replot
unset output
