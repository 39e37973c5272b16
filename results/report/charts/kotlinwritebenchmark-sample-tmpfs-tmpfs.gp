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
"fileOutputStreamSync (howManyChars=500)" 19.053886190141693 4.63913430994318
"fileOutputStreamSync (howManyChars=1000)" 15.857691033675906 6.519777564260759
"fileOutputStreamSync (howManyChars=2000)" 16.421835553490283 6.022661485299527
"fileOutputStreamSync (howManyChars=10000)" 29.52485875721786 14.121271437802301
"writeText (howManyChars=500)" 24.65963464448522 16.687172582549064
"writeText (howManyChars=1000)" 19.939866705574904 6.228582418872646
"writeText (howManyChars=2000)" 16.33310429549307 4.496517331442868
"writeText (howManyChars=10000)" 22.731475092088512 3.614977274452319
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
