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
"fileChannelPositional" 752.8658430928776 43.48581877885269 747.3929390435874 5.9842404362023
"mappedByteBuffer" 58.65565491375178 47.941779232561736 33.715511910295795 14.030417407407802
"randomAccessFileSeek" 1095.7168630052583 61.89706922050234 1098.052127114069 28.969507742195066
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
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,707 dynamic font 'Sans,10'
set output 'randomlookupbenchmark-avgt-ext4.svg'
replot
unset output
