# iobench chart: CachedReadBenchmark (avgt, us/op) on tmpfs (tmpfs)
# re-render: gnuplot cachedreadbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set output 'cachedreadbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"readFromCache" 0.00044965017499154947 0.000020318274591366905 0.0005669196250287028 0.000023914747301453864
"readFromDisk" 33.777269962192754 14.864184490616722 37.40896271884907 16.076620856008866
EOD
set title 'CachedReadBenchmark (avgt, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 8
set key outside top center horizontal
set logscale y
set yrange [0.00022482508749577473:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 900,651 dynamic font 'Sans,10'
set output 'cachedreadbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
