# iobench chart: WholeFileReadBenchmark (avgt, us/op) on ext4
# re-render: gnuplot wholefilereadbenchmark-avgt-ext4.gp (in this folder)
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
set output 'wholefilereadbenchmark-avgt-ext4.png'
$data << EOD
"bufferedReader (fileSize=1024)" 11.195372984146813 3.3112631031037765 8.92126793498641 0.1609087678209072
"bufferedReader (fileSize=65536)" 79.75594516687929 15.43723806259287 65.97950800187795 1.0887372035206049
"bufferedReader (fileSize=1048576)" 1135.8508590820793 201.2818095770171 953.2780758829686 15.748700361590096
"fileChannel (fileSize=1024)" 3.71161036889183 0.533663958766161 3.711280416740697 0.13714721802315857
"fileChannel (fileSize=65536)" 5.680193090672222 0.09389800780947125 5.762250830114567 0.053497207790311585
"fileChannel (fileSize=1048576)" 51.64338004514428 2.292387490096373 50.98710650664387 0.9855321270679909
"filesReadAllBytes (fileSize=1024)" 5.397040500006195 0.03608156778515975 5.1803079861065 0.07949401536779507
"filesReadAllBytes (fileSize=65536)" 20.447760547408265 3.056252317898174 15.282127694851468 2.6262205157558944
"filesReadAllBytes (fileSize=1048576)" 390.7665995076737 136.5203654966332 225.9001414287316 24.663708164441957
"filesReadAllLines (fileSize=1024)" 11.083645120192182 1.2220070953307651 NaN NaN
"filesReadAllLines (fileSize=65536)" 84.97434192414079 14.0236076311439 NaN NaN
"filesReadAllLines (fileSize=1048576)" 1238.7639310045486 217.52144307272977 NaN NaN
EOD
set title 'WholeFileReadBenchmark (avgt, us/op) on ext4'."\n".'lower is better; error bars: 95% CI'
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
set yrange [1.8556402083703485:*]
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,812 dynamic font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-ext4.svg'
replot
unset output
