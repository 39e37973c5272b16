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
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 5.388184244762133 0.657642696231795
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 10.082449338468999 1.6395790646900439
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 5.077587100652511 0.7921517943275787
"filesWrite (durability=NONE, writeMode=RENAME)" 18.27832499762915 1.487609169180289
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 6.161238062549353 1.6811073760713309
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 10.713076409692894 1.0444537538005219
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 5.410608155246602 0.47504429526729736
"filesWrite (durability=FSYNC, writeMode=RENAME)" 21.900206917648497 0.8858540150408267
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 7.174843867758631 1.7751858959715348
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
