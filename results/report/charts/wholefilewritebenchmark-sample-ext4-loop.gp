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
set terminal pngcairo noenhanced size 900,931 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4-loop.png'
$data << EOD
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 141.93498229253692 92.48183243551527
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 20.325443356846947 12.802424350132478
"filesWrite (durability=NONE, writeMode=RENAME)" 122.99532332127575 22.41266425517387
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 814.4771442376149 369.31244011346934
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 263.73196041549255 86.08613556622883
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 1809.0592744178705 534.1147028632187
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 880.2164304179984 164.12136513228407
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 1183.5035648180117 776.5726468042909
"filesWrite (durability=FSYNC, writeMode=RENAME)" 5378.674836828345 4634.027368923391
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4 (loop)'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 29
set key outside top center horizontal
set logscale y
set yrange [10.162721678423473:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,931 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4-loop.svg'
replot
unset output
