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
"streamWriteFile (bufferSize=8)" 912.5103755519456 3.358799272422954 931.674849740166 16.06787217551994
"streamWriteFile (bufferSize=8192)" 11735.519211038478 416.71243931287466 11586.80486384231 824.284651236415
"streamWriteSocket (bufferSize=8)" 1473.1007685180007 162.46157045517757 1504.417249836724 84.21843380527926
"streamWriteSocket (bufferSize=8192)" 3799.9218611113206 697.8974651394207 3970.8810465031247 804.360277142631
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
