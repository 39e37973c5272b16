# iobench chart: CachedReadBenchmark (avgt, us/op)
# re-render: gnuplot cachedreadbenchmark-avgt.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,651 font "Sans,10"
set output "cachedreadbenchmark-avgt.png"
$data << EOD
"readFromCache" 0.0008881472562598347 0 0.0009379313250030431 0 0.00081585460528016 0 0.0011073054528439293 0 0.0009006178656316213 0 0.0009327454932155609 0 0.0008916005169936354 0 0.0008691162585370599 0 0.0008556087009142922 0 0.0008588582550647225 0
"readFromDisk" 67.30112810571215 0 93.72648242141199 0 62.072598686810665 0 102.45893943065406 0 59.3561749937503 0 66.3412011755353 0 107.6696310957013 0 90.16564898575263 0 91.29873642349017 0 89.1816115325767 0
EOD
set title "CachedReadBenchmark (avgt, us/op)"
set ylabel "us/op, lower is better, bars: 0.999 CI (none: n too small)"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set style fill solid 0.7 border -1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 9
set key outside top center horizontal
set logscale y
set yrange [0.00040792730264008:*]
plot $data using 2:3:xtic(1) title "container-ext4-jdk17", \
     $data using 4:5 title "container-ext4-jdk25", \
     $data using 6:7 title "container-overlay-jdk17", \
     $data using 8:9 title "container-overlay-jdk25", \
     $data using 10:11 title "container-tmpfs-jdk17", \
     $data using 12:13 title "container-tmpfs-jdk25", \
     $data using 14:15 title "host-ext4-jdk17", \
     $data using 16:17 title "host-ext4-jdk25", \
     $data using 18:19 title "host-tmpfs-jdk17", \
     $data using 20:21 title "host-tmpfs-jdk25"
set terminal svg noenhanced size 900,651 dynamic font "Sans,10"
set output "cachedreadbenchmark-avgt.svg"
replot
unset output
