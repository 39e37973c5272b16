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
set terminal pngcairo noenhanced size 900,791 font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-tmpfs.png'
$data << EOD
"bufferedReader (fileSize=1024)" 12.634174464923307 1.787543183189384
"bufferedReader (fileSize=65536)" 88.16602079255006 10.204081637615674
"bufferedReader (fileSize=1048576)" 1217.9402285646995 201.6302389906426
EOD
set title 'WholeFileReadBenchmark (avgt, us/op) on tmpfs'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 19
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17'
set terminal svg noenhanced size 900,791 dynamic font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-tmpfs.svg'
replot
unset output
