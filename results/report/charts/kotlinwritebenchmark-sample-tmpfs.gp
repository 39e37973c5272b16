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
"fileOutputStreamSync (howManyChars=500)" 9.574773884392 0.12724193346940113 9.541526140670616 0.25941210209744514
"fileOutputStreamSync (howManyChars=1000)" 9.873581414263588 0.3058549492027749 10.232807885237 1.1199868404145041
"fileOutputStreamSync (howManyChars=2000)" 10.771628622950544 0.17822904060662584 11.202575628851887 1.29977522841447
"fileOutputStreamSync (howManyChars=10000)" 18.572214257838212 1.98773854017223 17.43717274691937 0.5995318198685289
"writeText (howManyChars=500)" 8.959148452019479 0.537884468173127 9.284760666206065 0.620471504048183
"writeText (howManyChars=1000)" 9.668451408510176 0.6720471582241667 9.918350847663342 1.5236039336341949
"writeText (howManyChars=2000)" 10.629086148649478 1.1870108058575866 10.442493030204961 0.2653548098876497
"writeText (howManyChars=10000)" 17.439699369935827 1.0649605432332132 17.323854141287015 1.373641384851856
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
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-tmpfs.svg'
replot
unset output
