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
"fileOutputStreamSync (howManyChars=500)" 272.29827259632197 26.866579635286293
"fileOutputStreamSync (howManyChars=1000)" 385.7434123585272 251.70831258240705
"fileOutputStreamSync (howManyChars=2000)" 685.8487208250021 638.3673553300142
"fileOutputStreamSync (howManyChars=10000)" 798.91497997363 808.2468892824041
"writeText (howManyChars=500)" 673.097675632985 552.9745573940049
"writeText (howManyChars=1000)" 262.0015959604272 299.9264201903452
"writeText (howManyChars=2000)" 151.4391772971014 2.800447966027674
"writeText (howManyChars=10000)" 787.2262579034591 1022.4429893478127
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-ext4.svg'
replot
unset output
