# iobench chart: WholeFileReadBenchmark (avgt, us/op) on tmpfs (tmpfs)
# re-render: gnuplot wholefilereadbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,812 font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"bufferedReader (fileSize=1024)" 9.454129860722427 0.5310586328934316
"bufferedReader (fileSize=65536)" 61.46037072526904 7.001461615329916
"bufferedReader (fileSize=1048576)" 863.6824500527132 68.30708711003282
"fileChannel (fileSize=1024)" 4.14048346636137 0.35155025386848027
"fileChannel (fileSize=65536)" 7.3535670820644965 0.07020484783637618
"fileChannel (fileSize=1048576)" 72.24747774847043 2.939756282759138
"filesReadAllBytes (fileSize=1024)" 5.297441207158852 0.03254755113199744
"filesReadAllBytes (fileSize=65536)" 14.670652657783172 0.8747367353174098
"filesReadAllBytes (fileSize=1048576)" 167.24298122980338 32.542647311079314
"filesReadAllLines (fileSize=1024)" 9.687226706375691 0.3743413257971843
"filesReadAllLines (fileSize=65536)" 64.04772047499712 5.3927751142099245
"filesReadAllLines (fileSize=1048576)" 940.1158539791168 54.10869686834937
EOD
set title 'WholeFileReadBenchmark (avgt, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set logscale y
set yrange [2.070241733180685:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,812 dynamic font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
