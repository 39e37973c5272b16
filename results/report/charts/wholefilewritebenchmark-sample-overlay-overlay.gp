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
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 112.28606923204994 9.605644974910774
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 173.05166457006797 5.243070406503644
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 8.120980218351757 0.5350303241279283
"filesWrite (durability=NONE, writeMode=RENAME)" 197.9503643039768 14.106412668203122
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 110.017103463487 6.339039747430042
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 261.790864115388 20.991900351632708
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 103.47339159174045 4.739656381653013
"filesWrite (durability=FSYNC, writeMode=RENAME)" 478.17940552938086 50.816618666074106
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 152.45997373897163 9.12099902670205
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
