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
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 114.20223039708819 7.001842835292636
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 170.7921403198275 7.404898185436463
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 8.01068479001066 0.25825450758649005
"filesWrite (durability=NONE, writeMode=RENAME)" 199.05392366846135 9.524431428815447
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 126.701484519955 15.575483165498055
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 260.062991799327 16.986588225188807
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 116.02555053289538 7.598159771063402
"filesWrite (durability=FSYNC, writeMode=RENAME)" 490.54379796330676 35.525160645116486
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 157.82035985364163 16.84765767600058
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
