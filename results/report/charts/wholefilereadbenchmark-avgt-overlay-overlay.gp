# iobench chart: WholeFileReadBenchmark (avgt, us/op) on overlay (overlay)
# re-render: gnuplot wholefilereadbenchmark-avgt-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 910,821 font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-overlay-overlay.png'
$data << EOD
"bufferedReader (fileSize=1024)" 12.896728597285957 0.42519801941894514 13.794104431550757 0.7338211518150667
"bufferedReader (fileSize=65536)" 64.80352280148169 4.925222550039161 71.39896840103705 1.466890462334942
"bufferedReader (fileSize=1048576)" 898.2832665719446 126.15647215914827 1004.2892235578071 63.175665447252676
"fileChannel (fileSize=1024)" 6.296005358999104 0.23468262393515807 6.1498532089439015 0.0372298328152292
"fileChannel (fileSize=65536)" 8.535283551964739 0.246859218693133 8.725984112966515 0.8337569351124168
"fileChannel (fileSize=1048576)" 55.281410300318576 3.8776068435270106 56.15699390178175 0.7368937305322467
"filesReadAllBytes (fileSize=1024)" NaN NaN 7.950928584580395 0.2152115312011206
"filesReadAllBytes (fileSize=65536)" NaN NaN 19.623076911478787 3.4554321566272423
"filesReadAllBytes (fileSize=1048576)" NaN NaN 157.43653196868783 18.089340733953303
"filesReadAllLines (fileSize=1024)" NaN NaN 13.209857485977727 0.8427437381577616
"filesReadAllLines (fileSize=65536)" NaN NaN 77.7996697347862 8.571661076968876
"filesReadAllLines (fileSize=1048576)" NaN NaN 1052.746841665833 120.05121472752064
"mappedByteBuffer (fileSize=1024)" NaN NaN 18.063963845118536 1.512437764314534
"mappedByteBuffer (fileSize=65536)" NaN NaN 23.14956926761593 0.9471270067742126
"mappedByteBuffer (fileSize=1048576)" NaN NaN 158.47602759412533 9.132316222820368
EOD
set title 'WholeFileReadBenchmark (avgt, us/op) on overlay (overlay)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set logscale y
set yrange [3.0749266044719508:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 910,821 dynamic font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-overlay-overlay.svg'
replot
unset output
