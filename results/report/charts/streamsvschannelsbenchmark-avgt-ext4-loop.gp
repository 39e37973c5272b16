# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (loop)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-ext4-loop.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-ext4-loop.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 375.57381892349116 4.494944046827181
"channelReadDevZero (bufferSize=8192)" 492.64052632159564 23.084298371092828
"channelReadFile (bufferSize=8)" 663.2813696984223 22.989594788982096
"channelReadFile (bufferSize=8192)" 1066.6061444610568 43.54271447836474
"channelReadSocket (bufferSize=8)" 795.1994624122829 13.97222125522725
"channelReadSocket (bufferSize=8192)" 2852.984546888128 262.55061633113905
"channelWriteDevNull (bufferSize=8)" 347.79978708616966 7.333403055244051
"channelWriteDevNull (bufferSize=8192)" 346.8192530898996 3.496967519327486
"channelWriteFile (bufferSize=8)" 940.9033864931656 16.8077590308998
"channelWriteFile (bufferSize=8192)" 2031.3966521573755 127.84046169492242
"channelWriteSocket (bufferSize=8)" 1445.7196283376188 93.73919417934925
"channelWriteSocket (bufferSize=8192)" 3877.279922811938 1428.4613079509056
"streamReadDevZero (bufferSize=8)" 383.50926976831073 1.3264623919946519
"streamReadDevZero (bufferSize=8192)" 577.4021524346729 12.39186438935903
"streamReadFile (bufferSize=8)" 662.3158076798196 13.2272162079825
"streamReadFile (bufferSize=8192)" 1473.8564114950746 57.16324841816831
"streamReadSocket (bufferSize=8)" 799.4058853049607 11.804266825695695
"streamReadSocket (bufferSize=8192)" 3402.868234516156 979.6075225301674
"streamWriteDevNull (bufferSize=8)" 364.78817076317455 5.139412135610683
"streamWriteDevNull (bufferSize=8192)" 480.74730865462294 9.08793357996602
"streamWriteFile (bufferSize=8)" 992.1101092782102 24.460461825481232
"streamWriteFile (bufferSize=8192)" 7210.150530832296 207.7278379600152
"streamWriteSocket (bufferSize=8)" 1424.1340491243245 40.57888120459215
"streamWriteSocket (bufferSize=8192)" 3885.819933039551 1408.4003847368383
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (loop)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4-loop.svg'
replot
unset output
