# iobench chart: CachingArticleBenchmark (avgt, us/op) on tmpfs (tmpfs)
# re-render: gnuplot cachingarticlebenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,721 font 'Sans,10'
set output 'cachingarticlebenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"loadCachedFilesThenScan" 0.06599233407194019 0.0016783477047677298
"loadWholeFileThenScan" 77.03386919673703 1.7591269240058782
EOD
set title 'CachingArticleBenchmark (avgt, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 13
set key outside top center horizontal
set logscale y
set yrange [0.032996167035970095:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,721 dynamic font 'Sans,10'
set output 'cachingarticlebenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
