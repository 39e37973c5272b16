# iobench chart: KotlinWriteBenchmark (sample, us/op) on ext4
# re-render: gnuplot kotlinwritebenchmark-sample-ext4.gp (in this folder)
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
set output 'kotlinwritebenchmark-sample-ext4.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500)" 258.8213979024064 18.97279161788457 246.5754894576753 13.086000814510712
"fileOutputStreamSync (howManyChars=1000)" 267.71165369631984 29.67759784637852 240.8920684122062 16.332334838044492
"fileOutputStreamSync (howManyChars=2000)" 252.95563353117285 18.106153282277774 257.1766234014437 33.6269917154924
"fileOutputStreamSync (howManyChars=10000)" 277.8229883591643 22.433479837254126 274.1572178060214 23.67590901023637
"writeText (howManyChars=500)" 158.29594415653958 17.717765923472886 151.58929937366958 6.873996826739823
"writeText (howManyChars=1000)" 172.85901414038378 19.975901390782383 153.80401017300122 7.47760692217865
"writeText (howManyChars=2000)" 154.7369830114642 10.42332937520761 165.6850831430761 21.672006029628246
"writeText (howManyChars=10000)" 183.25335032336932 17.899519333776137 179.50332191830256 15.263226532955214
EOD
set title 'KotlinWriteBenchmark (sample, us/op) on ext4'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-ext4.svg'
replot
unset output
