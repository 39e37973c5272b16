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
"fileOutputStreamSync (howManyChars=500)" 419.3026173722559 25.867292654463046
"fileOutputStreamSync (howManyChars=1000)" 423.378540895069 14.391020633666713
"fileOutputStreamSync (howManyChars=2000)" 463.26007954522254 80.10434872998628
"fileOutputStreamSync (howManyChars=10000)" 427.7667841389737 22.190872684014934
"writeText (howManyChars=500)" 79.70211351660801 4.274992396059445
"writeText (howManyChars=1000)" 81.10474527409266 6.1739555513894135
"writeText (howManyChars=2000)" 79.94046070548745 1.677985517868025
"writeText (howManyChars=10000)" 91.73988390281542 3.1806212590870735
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
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-ext4-loop.svg'
replot
unset output
