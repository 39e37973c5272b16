# iobench chart: KotlinWriteBenchmark (sample, us/op) on ext4 (loop)
# re-render: gnuplot kotlinwritebenchmark-sample-ext4-loop.gp (in this folder)
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
set output 'kotlinwritebenchmark-sample-ext4-loop.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500)" 429.9197122966013 40.10124137305619 445.2460760298315 50.815929919352314
"fileOutputStreamSync (howManyChars=1000)" 434.8696167008906 18.935588306189402 468.3162394074072 52.98375658259317
"fileOutputStreamSync (howManyChars=2000)" 461.7153469275405 128.1667446352075 455.15066563559327 72.06636265990045
"fileOutputStreamSync (howManyChars=10000)" 419.511589887631 34.46678406225164 430.4729058736741 28.654761006875866
"writeText (howManyChars=500)" 78.15162574879169 8.410212267279947 79.83787267383983 3.3074980266220946
"writeText (howManyChars=1000)" 80.98735523274446 19.512574495073657 90.25348360614034 24.237563083705975
"writeText (howManyChars=2000)" 81.51566632775697 5.311968516651048 79.58304296902458 6.057623845532162
"writeText (howManyChars=10000)" 95.0402126014764 7.447965375349811 93.3433557166715 6.451911556754496
EOD
set title 'KotlinWriteBenchmark (sample, us/op) on ext4 (loop)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-ext4-loop.svg'
replot
unset output
