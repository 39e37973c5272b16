# iobench chart: WholeFileWriteBenchmark (sample, us/op) on tmpfs
# re-render: gnuplot wholefilewritebenchmark-sample-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,931 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs.png'
$data << EOD
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 9.578317754290028 0.9555362693188555
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 5.189568936596702 0.999373669846907
"filesWrite (durability=NONE, writeMode=RENAME)" 18.906623190162872 2.140350551534617
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 10.037420893418822 1.891213454464787
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 6.0003444978952585 1.7594895470760261
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 20.04114171883874 0.18644850578451708
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 9.770541748362154 1.595781703539156
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 5.4519088730686915 0.9609191057497436
"filesWrite (durability=FSYNC, writeMode=RENAME)" 21.96271920258722 2.5546925667423808
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on tmpfs'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 29
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-tmpfs-jdk17'
set terminal svg noenhanced size 900,931 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs.svg'
replot
unset output
