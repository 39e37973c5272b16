# iobench chart: WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs) (2 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-tmpfs-tmpfs-2.gp (in this folder)
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
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs-2.png'
$data << EOD
"randomAccessFile (durability=NONE, writeMode=RENAME)" 27.990670348954712 8.451866583686932 20.296732554253573 0.541815106528743
"randomAccessFile (durability=FDATASYNC, writeMode=TRUNCATE)" 16.110893334497412 5.639888374537476 11.702019583476067 1.2156206701129029
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 10.319960581962066 3.836989021172022 6.981832728009607 1.3658727505182933
"randomAccessFile (durability=FDATASYNC, writeMode=RENAME)" 58.459341610082134 11.7035267352618 24.307716860033338 1.0384728377945516
"randomAccessFile (durability=FSYNC, writeMode=TRUNCATE)" 16.253978399448457 5.420205815205224 10.69168671225571 0.5209067151416192
"randomAccessFile (durability=FSYNC, writeMode=IN_PLACE)" 12.199083503407502 4.234668905063155 6.348999330453695 0.7361464477645993
"randomAccessFile (durability=FSYNC, writeMode=RENAME)" 57.54951056246163 11.160126562493353 25.153271877457044 1.6207057953330468
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs) (2 of 2)'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs-2.svg'
replot
unset output
