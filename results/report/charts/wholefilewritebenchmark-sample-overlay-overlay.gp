# iobench chart: WholeFileWriteBenchmark (sample, us/op) on overlay (overlay)
# re-render: gnuplot wholefilewritebenchmark-sample-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,973 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-overlay-overlay.png'
$data << EOD
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 116.32676842464886 31.014183037271213 109.0082398303407 9.865650208900643
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 183.49490759843147 5.635034685854657 184.28273964479823 36.95534681219639
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 7.602397961305332 0.26515944791470936 7.58309715419886 0.5381077231060928
"filesWrite (durability=NONE, writeMode=RENAME)" 194.00621976788986 14.653924678153102 195.997593572122 39.83093835360599
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 119.7163171701996 35.64006667422016 101.71062206355931 2.8563082342758626
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 282.5832352003499 21.26777736357011 278.4636703516938 22.97704001631516
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 107.29384423614601 17.946008907678344 110.6020447200337 33.903717505515864
"filesWrite (durability=FSYNC, writeMode=RENAME)" 457.95913106197804 48.67120896318721 531.5867405515714 131.01318477514533
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 160.53703682114656 34.64688179892369 161.19752599974598 54.67891160510535
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on overlay (overlay)'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 32
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-overlay-overlay.svg'
replot
unset output
