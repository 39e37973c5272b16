# iobench chart: RandomLookupBenchmark (avgt, ns/op) on overlay (overlay)
# re-render: gnuplot randomlookupbenchmark-avgt-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,707 font 'Sans,10'
set output 'randomlookupbenchmark-avgt-overlay-overlay.png'
$data << EOD
"fileChannelPositional" 1004.8629877800726 14.74560735429987 1111.8656292233165 183.9963349678211
"mappedByteBuffer" 32.930232924351735 6.065108388155179 38.973770203346106 18.412824803984837
"randomAccessFileSeek" 1521.226360712816 13.395738181009959 1664.997252027575 319.6026141831231
EOD
set title 'RandomLookupBenchmark (avgt, ns/op) on overlay (overlay)'."\n".'fileSize=67108864; lower is better; error bars: 95% CI'
set ylabel 'ns/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 12
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 900,707 dynamic font 'Sans,10'
set output 'randomlookupbenchmark-avgt-overlay-overlay.svg'
replot
unset output
