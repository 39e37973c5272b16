# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4 (2 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-ext4-2.gp (in this folder)
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
set output 'wholefilewritebenchmark-sample-ext4-2.png'
$data << EOD
"randomAccessFile (durability=NONE, writeMode=RENAME)" 420.3913401632944 584.1746857163084 749.070160479772 677.4475721438347
"randomAccessFile (durability=FDATASYNC, writeMode=TRUNCATE)" 1070.5865467502001 1983.1096908706488 2985.046162693981 3072.4019365101826
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 169.45116615008865 4.754136022410481 1428.366018953902 1013.4231777154167
"randomAccessFile (durability=FDATASYNC, writeMode=RENAME)" 986.8999453250657 772.1266338613193 5608.512862307593 1905.1111432202129
"randomAccessFile (durability=FSYNC, writeMode=TRUNCATE)" 388.1688151398369 339.566738999782 2128.6575786207018 1028.9333620131417
"randomAccessFile (durability=FSYNC, writeMode=IN_PLACE)" 279.19561500573775 285.56703456332343 396.1366111197752 507.67236053904435
"randomAccessFile (durability=FSYNC, writeMode=RENAME)" 4269.812586963293 133.51965831774646 3359.357878259905 2289.64071281506
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4 (2 of 2)'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4-2.svg'
replot
unset output
