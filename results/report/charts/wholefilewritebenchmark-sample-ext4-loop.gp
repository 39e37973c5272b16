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
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 198.2963783267762 9.927410917634163
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 70.93450505386136 6.1333667196272765
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 6.143222725106144 0.6351417342576836
"filesWrite (durability=NONE, writeMode=RENAME)" 69.67472569387287 1.9595016215336771
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 203.67222471425393 12.342780248500342
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 425.8127751133616 27.42189683729054
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 216.3978560769927 20.740654641534746
"filesWrite (durability=FSYNC, writeMode=RENAME)" 818.9008261082813 50.24110563753706
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 243.59497969644332 17.46217290526299
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
set yrange [3.071611362553072:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4-loop.svg'
replot
unset output
