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
set terminal pngcairo noenhanced size 900,973 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs.png'
$data << EOD
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 4.66001636797609 1.5829022045865504 4.601998288724267 0.31000055491572154
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 8.783718008042028 1.557965081612091 8.52309836115415 1.8312660575061173
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 4.378472942917962 0.8562401288654427 4.342028900068316 0.2471954714237691
"filesWrite (durability=NONE, writeMode=RENAME)" 17.091120971376192 0.4207083116878785 17.834224562192407 0.3924096298496562
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 4.8417244035680005 1.0193980633250062 5.251437994086824 0.7245382682601224
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 9.792589440955316 2.0543981357781904 9.330977934193847 3.1505603530383857
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 4.8359776345064995 0.6850603177021777 5.032009775177393 1.5624326538656825
"filesWrite (durability=FSYNC, writeMode=RENAME)" 20.83866097965493 3.1072959492481886 20.541200619985087 2.2900075242680904
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 6.451272192604802 0.9984272477736336 6.145466940602906 2.334038465056007
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on tmpfs'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs.svg'
replot
unset output
