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
set terminal pngcairo noenhanced size 900,973 font "Sans,10"
set output "wholefilewritebenchmark-sample-tmpfs-tmpfs-2.png"
$data << EOD
"randomAccessFile (durability=NONE, writeMode=RENAME)" 24.46020930489155 0 21.91640361168197 0
"randomAccessFile (durability=FDATASYNC, writeMode=TRUNCATE)" 11.032386599589637 0 10.700060829772896 0
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 6.664945814662966 0 7.099754878272201 0
"randomAccessFile (durability=FDATASYNC, writeMode=RENAME)" 39.043185189268726 0 37.35687838460734 0
"randomAccessFile (durability=FSYNC, writeMode=TRUNCATE)" 10.058505371789131 0 9.53669081509822 0
"randomAccessFile (durability=FSYNC, writeMode=IN_PLACE)" 7.5491250673978385 0 6.587679603071784 0
"randomAccessFile (durability=FSYNC, writeMode=RENAME)" 39.46932647259386 0 36.02451275334151 0
EOD
set title "WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs) (2 of 2)\nchars=1000; lower is better; error bars: 0.999 CI (none: n too small)"
set ylabel "us/op"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 37
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title "container-tmpfs-jdk17", \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title "container-tmpfs-jdk25"
set terminal svg noenhanced size 900,973 dynamic font "Sans,10"
set output "wholefilewritebenchmark-sample-tmpfs-tmpfs-2.svg"
replot
unset output
