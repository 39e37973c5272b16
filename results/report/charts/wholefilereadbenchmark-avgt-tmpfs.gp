# iobench chart: WholeFileReadBenchmark (avgt, us/op) on tmpfs
# re-render: gnuplot wholefilereadbenchmark-avgt-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,812 font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-tmpfs.png'
$data << EOD
"bufferedReader (fileSize=1024)" 11.114118569999293 1.1146892636024366 9.328692950233636 1.365007300886056
"bufferedReader (fileSize=65536)" 78.93039503762128 9.353432636128316 69.51617013938257 13.342997527830022
"bufferedReader (fileSize=1048576)" 1247.6649551110393 7.966822090223527 986.9286216860108 137.571528967922
"fileChannel (fileSize=1024)" 3.5970817763254654 0.10179386560448404 3.855133711822887 0.3733170463537937
"fileChannel (fileSize=65536)" 6.776305345417111 0.050583551125365035 6.818354779056705 0.03745535872038773
"fileChannel (fileSize=1048576)" 72.42012864743953 6.907022685229052 69.22425735995495 6.3827423709065805
"filesReadAllBytes (fileSize=1024)" NaN NaN 5.115891452729661 0.07155836473783124
"filesReadAllBytes (fileSize=65536)" NaN NaN 16.186378457439933 1.6206380189562608
"filesReadAllBytes (fileSize=1048576)" NaN NaN 240.37511902563574 60.65038045434175
EOD
set title 'WholeFileReadBenchmark (avgt, us/op) on tmpfs'."\n".'lower is better; error bars: 95% CI'
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
set yrange [1.7985408881627327:*]
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,812 dynamic font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-tmpfs.svg'
replot
unset output
