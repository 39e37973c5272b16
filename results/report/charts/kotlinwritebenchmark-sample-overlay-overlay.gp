# iobench chart: KotlinWriteBenchmark (sample, us/op) on overlay (overlay)
# re-render: gnuplot kotlinwritebenchmark-sample-overlay-overlay.gp (in this folder)
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
set output 'kotlinwritebenchmark-sample-overlay-overlay.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500)" 1526.918984782675 1511.2830106698686
"fileOutputStreamSync (howManyChars=1000)" 1111.1820110761903 2028.4730716173826
"fileOutputStreamSync (howManyChars=2000)" 269.51820743266285 31.356727975156012
"fileOutputStreamSync (howManyChars=10000)" 268.105768017916 9.666773939890843
"writeText (howManyChars=500)" 164.56540404450905 24.320467768622162
"writeText (howManyChars=1000)" 165.56158843657005 12.659361443268356
"writeText (howManyChars=2000)" 170.78098300893882 20.114890650138435
"writeText (howManyChars=10000)" 182.21462555215473 10.057146855778843
EOD
set title 'KotlinWriteBenchmark (sample, us/op) on overlay (overlay)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-overlay-jdk17'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-overlay-overlay.svg'
replot
unset output
