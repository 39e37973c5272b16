# iobench chart: WholeFileReadBenchmark (avgt, us/op) on ext4 (loop)
# re-render: gnuplot wholefilereadbenchmark-avgt-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,791 font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-ext4-loop.png'
$data << EOD
"bufferedReader (fileSize=1024)" 9.715097510906718 0.3457097152427462
"bufferedReader (fileSize=65536)" 61.125029175296554 6.987281628486575
"bufferedReader (fileSize=1048576)" 861.3407356878773 45.43023419019984
"fileChannel (fileSize=1024)" 4.118896905467928 0.03655333535366068
"fileChannel (fileSize=65536)" 6.425322065611124 0.32991007929382865
"fileChannel (fileSize=1048576)" 52.13392959875919 2.9030071471519285
EOD
set title 'WholeFileReadBenchmark (avgt, us/op) on ext4 (loop)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 19
set key outside top center horizontal
set logscale y
set yrange [2.059448452733964:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,791 dynamic font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-ext4-loop.svg'
replot
unset output
