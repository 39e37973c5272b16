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
"fileOutputStreamSync (howManyChars=500)" 10.431519487290876 0.9823029082131485
"fileOutputStreamSync (howManyChars=1000)" 10.140790580230993 0.12243496054123834
"fileOutputStreamSync (howManyChars=2000)" 10.90765456372933 0.6957475153766232
"fileOutputStreamSync (howManyChars=10000)" 16.90446640799595 1.038559131118803
"writeText (howManyChars=500)" 9.810798853938797 0.4627076850894425
"writeText (howManyChars=1000)" 10.369758099342436 1.858427853002978
"writeText (howManyChars=2000)" 10.52909061037949 1.9353018036631864
"writeText (howManyChars=10000)" 16.667192022088553 1.6252534355997803
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-tmpfs-tmpfs.svg'
replot
unset output
