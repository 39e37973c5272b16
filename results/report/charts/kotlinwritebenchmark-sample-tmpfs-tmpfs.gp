# iobench chart: KotlinWriteBenchmark (sample, us/op) on tmpfs (tmpfs)
# re-render: gnuplot kotlinwritebenchmark-sample-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,847 font 'Sans,10'
set output 'kotlinwritebenchmark-sample-tmpfs-tmpfs.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500)" 10.728427153841425 0.5572972383173252 10.006956725833254 1.024658177083534
"fileOutputStreamSync (howManyChars=1000)" 10.450039050664287 1.217685391340348 9.958248626384677 0.42435775519344315
"fileOutputStreamSync (howManyChars=2000)" 10.893575919009356 1.1207477067823632 10.589452498623771 0.719736142812788
"fileOutputStreamSync (howManyChars=10000)" 16.57269837125212 1.972122938228865 17.381359491648748 0.7772528612909092
"writeText (howManyChars=500)" 10.901094528281192 3.753451703666733 9.67515189530386 0.3505146428558451
"writeText (howManyChars=1000)" 10.141702161847077 0.9181863219523589 9.83801606905479 0.35077940067032287
"writeText (howManyChars=2000)" 10.212115657473987 0.5049635832924021 10.33711678858847 0.9603508797739949
"writeText (howManyChars=10000)" 16.3238103350189 2.0442105787634404 17.27013436550641 1.0565000975214556
EOD
set title 'KotlinWriteBenchmark (sample, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 23
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-tmpfs-tmpfs.svg'
replot
unset output
