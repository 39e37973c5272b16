# iobench chart: WholeFileReadBenchmark (avgt, us/op) on ext4 (loop)
# re-render: gnuplot wholefilereadbenchmark-avgt-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,791 font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-ext4-loop.png'
$data << EOD
"bufferedReader (fileSize=1024)" 9.471885544728947 0.5540857418134838 10.323107265422259 0.8362390867450938
"bufferedReader (fileSize=65536)" 61.8900004994537 7.967660000719198 66.43490946375482 5.32192987943841
"bufferedReader (fileSize=1048576)" 884.8483177728707 267.346660333521 920.297486061712 56.50038952086471
"fileChannel (fileSize=1024)" 4.135195632848132 0.05041136579324985 4.0987315943589016 0.08287724240534149
"fileChannel (fileSize=65536)" 6.379555977510378 0.2691699079800618 6.301190887983399 0.26688464280473145
"fileChannel (fileSize=1048576)" 51.25321549142598 1.3720523483979792 55.24661375727229 9.753908251137913
EOD
set title 'WholeFileReadBenchmark (avgt, us/op) on ext4 (loop)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 19
set key outside top center horizontal
set logscale y
set yrange [2.0493657971794508:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 900,791 dynamic font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-ext4-loop.svg'
replot
unset output
