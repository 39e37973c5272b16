# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4
# re-render: gnuplot wholefilewritebenchmark-sample-ext4.gp (in this folder)
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
set output 'wholefilewritebenchmark-sample-ext4.png'
$data << EOD
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 112.14128111094102 10.786346202497935 109.85050616069697 9.591802897735711
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 153.9845073119097 12.488936339578636 170.833931770983 16.005541879197807
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 5.708471449078646 1.71220185844846 5.412437267662599 1.1031223725807862
"filesWrite (durability=NONE, writeMode=RENAME)" 169.559453968795 8.275016148663536 179.12879029267663 7.897685552179315
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 101.45381270595182 7.362075953010842 104.42899522059513 11.993659815739836
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 262.8757425701733 15.86585551456104 295.55031322797936 35.05768074152677
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 111.99135562815898 20.684908894886075 106.7138607448826 7.692834276709684
"filesWrite (durability=FSYNC, writeMode=RENAME)" 433.06171260502134 20.06982101744229 474.06642566685383 24.325898107523848
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 151.30344639193663 12.64505771320919 148.5056636371631 16.166494914577733
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4.svg'
replot
unset output
