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
"bufferedReader (fileSize=1024)" 9.925886028736688 0.49803592908037436 10.287325737305247 0.8648732962039672
"bufferedReader (fileSize=65536)" 64.92691955263338 8.058747298268806 64.88765578400285 5.15370774255212
"bufferedReader (fileSize=1048576)" 876.2645942890327 45.46735667261373 934.1082314574218 90.90228527464897
"fileChannel (fileSize=1024)" 4.054922713510398 0.18303172615046706 4.1082648834795465 0.8225283307965772
"fileChannel (fileSize=65536)" 7.483763988211952 0.07641161169882775 7.182621998806131 0.04067145939384826
"fileChannel (fileSize=1048576)" 71.56411208764011 2.6878128806698682 70.29333121716404 11.660342124072528
"filesReadAllBytes (fileSize=1024)" NaN NaN 5.236262721761427 0.01647241231015225
"filesReadAllBytes (fileSize=65536)" NaN NaN 16.611886583831815 2.624146713675332
"filesReadAllBytes (fileSize=1048576)" NaN NaN 174.0064135890362 8.128971751058929
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
set yrange [2.027461356755199:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 900,812 dynamic font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
