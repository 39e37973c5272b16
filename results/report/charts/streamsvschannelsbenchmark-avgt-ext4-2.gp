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
"streamWriteFile (bufferSize=8)" 932.4200945974928 76.88542735240912 909.9075491696434 20.355905793740767
"streamWriteFile (bufferSize=8192)" 11551.823710386367 497.7224786847733 11972.542778679803 797.5689429663041
"streamWriteSocket (bufferSize=8)" 1443.9064125205648 183.545063821147 1407.3234948962277 92.99129102265911
"streamWriteSocket (bufferSize=8192)" 3733.8838553392243 1266.0242456781732 4204.210737604737 2688.368898011426
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
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4-2.svg'
replot
unset output
