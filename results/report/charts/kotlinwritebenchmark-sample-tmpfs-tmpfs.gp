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
"fileOutputStreamSync (howManyChars=500)" 10.226518093909423 0.3828152493490526
"fileOutputStreamSync (howManyChars=1000)" 10.165663446861295 0.2390623642243009
"fileOutputStreamSync (howManyChars=2000)" 10.711977118650807 0.8827004686367067
"fileOutputStreamSync (howManyChars=10000)" 17.041601532175584 1.3595759173411746
"writeText (howManyChars=500)" 10.351123795365883 1.02359677890077
"writeText (howManyChars=1000)" 10.234641049943972 0.7332489530394924
"writeText (howManyChars=2000)" 10.242573684442906 0.4081611750101726
"writeText (howManyChars=10000)" 16.43053139825466 1.0058436517847658
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
