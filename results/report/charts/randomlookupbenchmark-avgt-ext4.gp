# iobench chart: RandomLookupBenchmark (avgt, ns/op) on ext4
# re-render: gnuplot randomlookupbenchmark-avgt-ext4.gp (in this folder)
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
set output 'randomlookupbenchmark-avgt-ext4.png'
$data << EOD
"fileChannelPositional" 780.9172485867389 20.347062919855286 751.66531714582 13.311745029198136
"mappedByteBuffer" NaN NaN 38.7225962508008 1.4127635096491191
"randomAccessFileSeek" NaN NaN 1102.802371320285 28.97092086156117
EOD
set title 'RandomLookupBenchmark (avgt, ns/op) on ext4'."\n".'fileSize=67108864; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,707 dynamic font 'Sans,10'
set output 'randomlookupbenchmark-avgt-ext4.svg'
replot
unset output
