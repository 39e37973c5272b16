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
set terminal pngcairo noenhanced size 900,819 font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 381.73791212002806 38.603340866595964
"channelReadDevZero (bufferSize=8192)" 439.808222524252 19.780678301015094
"channelReadFile (bufferSize=8)" 629.9088237765517 59.27444688412917
"channelReadFile (bufferSize=8192)" 804.4965159271069 35.903507671954415
"channelWriteDevNull (bufferSize=8)" 330.025562294421 31.860232045344862
"channelWriteDevNull (bufferSize=8192)" 309.08562903912997 6.0560661147504
"channelWriteFile (bufferSize=8)" 885.0067652134682 30.82702029692043
"channelWriteFile (bufferSize=8192)" 1287.7285387702148 36.16283995424238
"streamReadDevZero (bufferSize=8)" 346.1897649266817 15.454960326457714
"streamReadDevZero (bufferSize=8192)" 527.2624492053361 20.537753576211397
"streamReadFile (bufferSize=8)" 620.7301104858158 20.47822117712646
"streamReadFile (bufferSize=8192)" 1121.4201085060213 79.19016952587016
"streamWriteDevNull (bufferSize=8)" 319.4525719037661 6.194532210914278
"streamWriteDevNull (bufferSize=8192)" 423.52809225500073 13.901201518541184
"streamWriteFile (bufferSize=8)" 943.5405986177823 34.50219618159764
"streamWriteFile (bufferSize=8192)" 10697.772467513734 425.6690053057156
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4.svg'
replot
unset output
