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
"fileOutputStreamSync (howManyChars=500)" 236.55970317287108 20.30501606234853 248.13102874929402 25.54492994042639
"fileOutputStreamSync (howManyChars=1000)" 230.35213046246156 10.077837996009597 261.3912152766714 44.62831240698538
"fileOutputStreamSync (howManyChars=2000)" 242.0320701269822 27.581021996773977 232.82244817680566 7.430462353651709
"fileOutputStreamSync (howManyChars=10000)" 235.72326041133104 13.254907789512483 253.08092212257438 28.9017174605225
"writeText (howManyChars=500)" 165.4329467922637 21.408925299423107 155.86012068571483 26.381720622542957
"writeText (howManyChars=1000)" 152.8415064527236 10.821888362768574 144.67607290435404 10.094785124322772
"writeText (howManyChars=2000)" 157.39900491309666 12.742980947521271 166.10582492435344 40.932399739129615
"writeText (howManyChars=10000)" 164.98935704419034 24.295083107219277 168.22512767062554 30.542960077829512
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
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-ext4.svg'
replot
unset output
