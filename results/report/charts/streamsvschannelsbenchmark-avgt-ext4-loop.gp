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
"channelReadDevZero (bufferSize=8)" 381.9507343186194 15.665721217974912
"channelReadDevZero (bufferSize=8192)" 488.9771692036755 9.736900063052717
"channelReadFile (bufferSize=8)" 648.7398450664728 7.674143089191409
"channelReadFile (bufferSize=8192)" 984.2515569930388 57.79414460396085
"channelReadSocket (bufferSize=8)" 800.3264405588142 28.440731797024895
"channelReadSocket (bufferSize=8192)" 3031.478046023961 900.8972237011294
"channelWriteDevNull (bufferSize=8)" 348.3829698313789 11.341809791459747
"channelWriteDevNull (bufferSize=8192)" 353.8704978615298 18.261591368979474
"channelWriteFile (bufferSize=8)" 942.4363622024563 22.944679890216864
"channelWriteFile (bufferSize=8192)" 1813.89551897046 81.19255394002072
"channelWriteSocket (bufferSize=8)" 1489.3579963499308 182.25119648596095
"channelWriteSocket (bufferSize=8192)" 3982.0721547968074 895.9225944878083
"streamReadDevZero (bufferSize=8)" 385.69067334249866 18.99904010770111
"streamReadDevZero (bufferSize=8192)" 578.3567500888084 21.345926905348758
"streamReadFile (bufferSize=8)" 665.9981457175131 1.9683756962735235
"streamReadFile (bufferSize=8192)" 1332.6949988318024 67.07055605574463
"streamReadSocket (bufferSize=8)" 800.844865418403 24.69171689763986
"streamReadSocket (bufferSize=8192)" 3428.5874208280607 1148.0124883936753
"streamWriteDevNull (bufferSize=8)" 367.49003602203055 14.19416852259899
"streamWriteDevNull (bufferSize=8192)" 482.37528309461896 20.496922485009286
"streamWriteFile (bufferSize=8)" 1003.5134295497189 47.149968952553614
"streamWriteFile (bufferSize=8192)" 8443.061310972633 1942.3958822382533
"streamWriteSocket (bufferSize=8)" 1520.6065454109184 164.4471358909481
"streamWriteSocket (bufferSize=8192)" 3724.5529066690588 861.5477624452775
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
