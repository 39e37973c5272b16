# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs
# re-render: gnuplot streamsvschannelsbenchmark-avgt-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,819 font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 349.2370621316624 23.03163862030925
"channelReadDevZero (bufferSize=8192)" 479.5636652795731 54.12781886348055
"channelReadFile (bufferSize=8)" 586.8724526046394 21.73218081002801
"channelReadFile (bufferSize=8192)" 1183.2669357095976 131.93074346919363
"channelWriteDevNull (bufferSize=8)" 308.57536926432925 10.399103498680176
"channelWriteDevNull (bufferSize=8192)" 317.77267095334116 9.465878841235318
"channelWriteFile (bufferSize=8)" 763.4483231260623 20.384790305925712
"channelWriteFile (bufferSize=8192)" 1341.1974154219504 124.85046396557729
"streamReadDevZero (bufferSize=8)" 336.04505135296233 9.410053262457529
"streamReadDevZero (bufferSize=8192)" 525.7618088954722 25.36093076114548
"streamReadFile (bufferSize=8)" 588.9779843002225 21.46257042647421
"streamReadFile (bufferSize=8192)" 1326.5070324498936 134.57678405846855
"streamWriteDevNull (bufferSize=8)" 320.08399990866803 12.228505436454169
"streamWriteDevNull (bufferSize=8192)" 427.16473611164207 16.887073702235597
"streamWriteFile (bufferSize=8)" 783.2211576720484 12.751150070712335
"streamWriteFile (bufferSize=8192)" 4327.745817711954 59.017567584414195
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs'."\n".'lower is better; error bars: 95% CI'
set ylabel 'ns/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 21
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-tmpfs-jdk17'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-tmpfs.svg'
replot
unset output
