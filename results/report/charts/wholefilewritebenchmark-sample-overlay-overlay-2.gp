# iobench chart: WholeFileWriteBenchmark (sample, us/op) on overlay (overlay) (2 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-overlay-overlay-2.gp (in this folder)
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
set output 'wholefilewritebenchmark-sample-overlay-overlay-2.png'
$data << EOD
"randomAccessFile (durability=NONE, writeMode=RENAME)" 232.3497698029884 23.420346918567976 215.40419568925805 20.262629271304128
"randomAccessFile (durability=FDATASYNC, writeMode=TRUNCATE)" 290.87883778734096 9.87632136025289 268.7872124389044 35.360456122696846
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 165.55701797859842 10.195366194795485 157.76586417841193 15.736433041271177
"randomAccessFile (durability=FDATASYNC, writeMode=RENAME)" 582.6815620823579 38.460611560623505 533.8353271474157 7.171387160775092
"randomAccessFile (durability=FSYNC, writeMode=TRUNCATE)" 279.4214206954332 11.469005119959084 286.3080947660384 41.4255133944537
"randomAccessFile (durability=FSYNC, writeMode=IN_PLACE)" 190.67954845338446 35.52532303223882 162.45656723822015 17.785851994266288
"randomAccessFile (durability=FSYNC, writeMode=RENAME)" 566.3391578639245 80.96341377834797 576.2095820061566 79.89908672835742
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on overlay (overlay) (2 of 2)'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
set output 'wholefilewritebenchmark-sample-overlay-overlay-2.svg'
replot
unset output
