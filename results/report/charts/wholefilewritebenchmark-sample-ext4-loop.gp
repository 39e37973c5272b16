# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4 (loop)
# re-render: gnuplot wholefilewritebenchmark-sample-ext4-loop.gp (in this folder)
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
set output 'wholefilewritebenchmark-sample-ext4-loop.png'
$data << EOD
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 208.94561134376352 12.51891551041278
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 73.1243157725478 8.346556552130071
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 5.262628425066721 0.1667998511179381
"filesWrite (durability=NONE, writeMode=RENAME)" 69.77368332930152 2.0451363164676732
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 196.90932318679714 24.91559265759836
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 421.35930271055616 20.8373250023596
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 211.15701708100823 51.109778038798204
"filesWrite (durability=FSYNC, writeMode=RENAME)" 813.9816884582774 63.28655962984364
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 247.07136855847494 23.835256387639244
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4 (loop)'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 32
set key outside top center horizontal
set logscale y
set yrange [2.6313142125333604:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4-loop.svg'
replot
unset output
