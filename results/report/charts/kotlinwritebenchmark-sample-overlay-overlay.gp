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
"fileOutputStreamSync (howManyChars=500)" 261.50047104974635 13.37703769361425
"fileOutputStreamSync (howManyChars=1000)" 251.6445841465053 15.935887399256249
"fileOutputStreamSync (howManyChars=2000)" 264.29129522421965 20.95320547106548
"fileOutputStreamSync (howManyChars=10000)" 272.0393315269028 16.41095656783267
"writeText (howManyChars=500)" 163.08298317575085 11.10953432829361
"writeText (howManyChars=1000)" 156.5049096489974 6.2873600152559925
"writeText (howManyChars=2000)" 162.62537330884075 6.784786276025176
"writeText (howManyChars=10000)" 182.24443709170208 9.11793724654495
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
