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
"fileOutputStreamSync (howManyChars=500)" 9.863098806242526 0.3426252881651071 9.939921886374986 0.7109525371170533
"fileOutputStreamSync (howManyChars=1000)" 10.929600576039872 2.102600112059245 10.006936680547806 0.6882648131141085
"fileOutputStreamSync (howManyChars=2000)" 12.66830184129517 3.5473501597017245 11.30949341360925 0.356890230245574
"fileOutputStreamSync (howManyChars=10000)" 18.645122329990336 0.42978251818121466 18.598235471521534 0.7890562743606088
"writeText (howManyChars=500)" 9.260243758733138 0.3513527861407479 9.28413735718021 0.2621715596611474
"writeText (howManyChars=1000)" 10.445337026145047 1.6401543108087837 9.684551183026606 0.21995996886353522
"writeText (howManyChars=2000)" 11.247481992663761 1.1750535443212948 10.732777191060885 0.3458770579812216
"writeText (howManyChars=10000)" 18.27734035659769 0.8782126962176173 18.279535084264 0.5054463941664704
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
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-tmpfs.svg'
replot
unset output
