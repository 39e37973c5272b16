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
"fileOutputStreamSync (howManyChars=500)" 428.6630958045896 18.840953403914394
"fileOutputStreamSync (howManyChars=1000)" 437.9479283295243 22.182086173918137
"fileOutputStreamSync (howManyChars=2000)" 453.46808867069495 28.030813565124934
"fileOutputStreamSync (howManyChars=10000)" 450.70232584894023 46.76525010285191
"writeText (howManyChars=500)" 79.19848157917592 5.029627187452715
"writeText (howManyChars=1000)" 79.79658169877621 5.003929867853351
"writeText (howManyChars=2000)" 87.80953178566081 5.43887485013752
"writeText (howManyChars=10000)" 103.86313359984595 9.9319992006672
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
