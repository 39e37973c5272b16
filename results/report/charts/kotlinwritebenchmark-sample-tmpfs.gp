# iobench chart: KotlinWriteBenchmark (sample, us/op) on tmpfs
# re-render: gnuplot kotlinwritebenchmark-sample-tmpfs.gp (in this folder)
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
set output 'kotlinwritebenchmark-sample-tmpfs.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500)" 10.414505810682583 1.2991366436260106
"fileOutputStreamSync (howManyChars=1000)" 10.358573296277804 0.988884634888692
"fileOutputStreamSync (howManyChars=2000)" 11.113112167903749 0.7773435935881117
"fileOutputStreamSync (howManyChars=10000)" 22.660970772463987 9.462626136801674
"writeText (howManyChars=500)" 10.083234541799659 0.978485556944008
"writeText (howManyChars=1000)" 9.376405347652993 0.22165554365783674
"writeText (howManyChars=2000)" 10.5007217475666 0.3195965411581301
"writeText (howManyChars=10000)" 22.049100100449483 8.329770404609226
EOD
set title 'KotlinWriteBenchmark (sample, us/op) on tmpfs'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-tmpfs-jdk17'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-tmpfs.svg'
replot
unset output
