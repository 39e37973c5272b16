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
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 197.06404788448117 28.6520448645445 199.81373235804347 37.74657863850394
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 73.45697143814144 12.116601440040869 80.89669600610468 8.360300054718522
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 5.499784631889803 0.8030618801288462 5.759933421875349 3.095268742004929
"filesWrite (durability=NONE, writeMode=RENAME)" 70.15612703484639 3.1174320368527235 67.96226844195101 2.6582931058873607
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 188.6379150624235 10.777153950946067 201.2268770353898 32.51014792145732
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 427.4405066405161 49.81115733853128 415.2312898891329 58.241706082718466
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 189.33729151218841 13.013510637033505 217.18021713469074 35.522660480255496
"filesWrite (durability=FSYNC, writeMode=RENAME)" 829.5793326091632 86.75576706439112 808.2682059142301 131.07724511576785
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 229.94796016580068 7.460371333928827 236.29120282320287 35.16637748856659
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
set yrange [2.7498923159449014:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4-loop.svg'
replot
unset output
