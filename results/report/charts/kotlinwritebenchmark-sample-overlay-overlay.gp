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
"fileOutputStreamSync (howManyChars=500)" 273.6593693564889 19.71824008842779
"fileOutputStreamSync (howManyChars=1000)" 254.73050869885662 10.536363603771163
"fileOutputStreamSync (howManyChars=2000)" 267.07421114452984 26.8760582243543
"fileOutputStreamSync (howManyChars=10000)" 271.3941537943272 18.699219844436207
"writeText (howManyChars=500)" 169.47134130532268 17.246392457808607
"writeText (howManyChars=1000)" 157.28542075854915 10.268945745078142
"writeText (howManyChars=2000)" 166.51734012824545 11.13229855804302
"writeText (howManyChars=10000)" 178.5656054239918 6.41524828739453
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
