# iobench chart: WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs)
# re-render: gnuplot wholefilewritebenchmark-sample-tmpfs-tmpfs.gp (in this folder)
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
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs.png'
$data << EOD
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 5.1912023346009155 0.777121317372684
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 10.245352813214533 3.1686213894300423
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 4.727387897839151 0.7330688400662709
"filesWrite (durability=NONE, writeMode=RENAME)" 17.872956602453957 1.0949940675396823
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 5.4634511449896594 2.025927950555169
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 9.619478640164944 1.4907634121184778
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 5.461138935627833 1.3062956319129637
"filesWrite (durability=FSYNC, writeMode=RENAME)" 22.152398464460873 1.1184428093952654
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 6.1636795981106305 0.04315379453377038
"bufferedWriter (durability=NONE, writeMode=TRUNCATE)" 16.438141312831817 5.849097364669681
"bufferedWriter (durability=NONE, writeMode=IN_PLACE)" 11.016012448585697 1.9819299748843424
"bufferedWriter (durability=NONE, writeMode=RENAME)" 22.086014082162887 1.1493707498869687
"bufferedWriter (durability=FDATASYNC, writeMode=TRUNCATE)" 15.32855073176795 1.431511501648402
"bufferedWriter (durability=FDATASYNC, writeMode=IN_PLACE)" 9.991868111830307 2.0471696846851124
"bufferedWriter (durability=FDATASYNC, writeMode=RENAME)" 29.672477410264452 3.461160127920231
"bufferedWriter (durability=FSYNC, writeMode=TRUNCATE)" 16.001206131057675 0.7756941922291065
"bufferedWriter (durability=FSYNC, writeMode=IN_PLACE)" 9.920344603241746 1.0820684976091934
"bufferedWriter (durability=FSYNC, writeMode=RENAME)" 28.931563889032237 2.1499106672172004
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs)'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs.svg'
replot
unset output
