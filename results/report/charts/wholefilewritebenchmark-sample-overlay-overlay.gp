# iobench chart: WholeFileWriteBenchmark (sample, us/op) on overlay (overlay)
# re-render: gnuplot wholefilewritebenchmark-sample-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,931 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-overlay-overlay.png'
$data << EOD
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 258.5275944281805 106.70892612791928
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 14.759196947037722 5.893195286514076
"filesWrite (durability=NONE, writeMode=RENAME)" 525.9063889421816 413.3036843492178
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 298.26991632879776 110.53473613174212
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 105.67183614662638 5.592462045674674
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 487.84936047624916 59.78147728148896
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 281.10468189916224 11.222242377574005
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 112.15817563070173 5.885373128861155
"filesWrite (durability=FSYNC, writeMode=RENAME)" 463.45949941801535 18.87576864534404
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on overlay (overlay)'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 29
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-overlay-jdk17'
set terminal svg noenhanced size 900,931 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-overlay-overlay.svg'
replot
unset output
