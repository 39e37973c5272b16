# iobench chart: CachedReadBenchmark (avgt, us/op) on tmpfs
# re-render: gnuplot cachedreadbenchmark-avgt-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,651 font 'Sans,10'
set output 'cachedreadbenchmark-avgt-tmpfs.png'
$data << EOD
"readFromCache" 0.6494793851092153 0.009120547181684424 0.560833168732422 0.014728835029524562
"readFromDisk" 28.2810881687208 2.22018418441484 22.203334678704312 0.5957446831583684
EOD
set title 'CachedReadBenchmark (avgt, us/op) on tmpfs'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 8
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,651 dynamic font 'Sans,10'
set output 'cachedreadbenchmark-avgt-tmpfs.svg'
replot
unset output
