# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (tmpfs)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 380.8316755483575 3.4368388283463234
"channelReadDevZero (bufferSize=8192)" 483.9163684215626 8.187521971829915
"channelReadFile (bufferSize=8)" 628.1015772215532 11.615002294960544
"channelReadFile (bufferSize=8192)" 1824.6842577941761 71.42664784839468
"channelReadSocket (bufferSize=8)" 806.9267548592968 26.454567951759298
"channelReadSocket (bufferSize=8192)" 2961.2761498072914 137.53974856645124
"channelWriteDevNull (bufferSize=8)" 351.9801392514845 15.296928205228552
"channelWriteDevNull (bufferSize=8192)" 346.42736879273116 6.8159468998313
"channelWriteFile (bufferSize=8)" 796.6708931108464 21.690936062239288
"channelWriteFile (bufferSize=8192)" 1989.9742305324069 107.60671573118303
"channelWriteSocket (bufferSize=8)" 1414.5985725187252 49.7865726907102
"channelWriteSocket (bufferSize=8192)" 3736.653557691758 456.707239532377
"streamReadDevZero (bufferSize=8)" 385.9385937769748 12.503454864946598
"streamReadDevZero (bufferSize=8192)" 584.5612380714807 16.51796849965283
"streamReadFile (bufferSize=8)" 647.6343804990814 20.122007273769004
"streamReadFile (bufferSize=8192)" 1925.2117020914272 89.6732980710824
"streamReadSocket (bufferSize=8)" 802.8995081654729 16.62734242235102
"streamReadSocket (bufferSize=8192)" 2992.650021325936 314.0348549640496
"streamWriteDevNull (bufferSize=8)" 364.48508138923887 6.055368036953972
"streamWriteDevNull (bufferSize=8192)" 472.8262203362147 3.1260587388382457
"streamWriteFile (bufferSize=8)" 845.3740895523134 19.97018401741445
"streamWriteFile (bufferSize=8192)" 5105.1250738534745 93.81026667307054
"streamWriteSocket (bufferSize=8)" 1432.1611485222609 20.797992602071574
"streamWriteSocket (bufferSize=8192)" 3832.4327276994095 478.3230658894787
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
