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
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 99.43216576112725 1.8392485948515014
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 169.9046215511605 5.213701391171663
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 7.775164207932466 0.1700534925042121
"filesWrite (durability=NONE, writeMode=RENAME)" 201.87446355258822 10.091756878873662
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 104.45268677701958 5.627574727821199
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 253.83650892618016 14.998037169193118
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 112.51626219431589 7.625069409944033
"filesWrite (durability=FSYNC, writeMode=RENAME)" 478.69185739368265 26.782658195610537
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 141.3598794996373 6.2312941680109
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
plot $data using 2:3:xtic(1) lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-overlay-jdk17'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-overlay-overlay.svg'
replot
unset output
