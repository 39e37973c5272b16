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
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 6.032199536928986 1.550918979505376 5.086293242829141 0.4656297761374276
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 8.79722695401319 0.5199364538284582 9.059094736625005 0.6582804997516566
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 4.673662616141235 0.6376273157252018 4.94185261045268 0.7036243821610685
"filesWrite (durability=NONE, writeMode=RENAME)" 17.525400258036438 0.4806802793966127 17.292679215992216 0.34315093532787055
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 4.996413485774027 0.2510450658693336 5.598412629630538 2.556051502920555
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 10.0015997792012 2.571901661966619 9.922463665600345 2.4771363639682127
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 5.143231710948185 0.09707354570295844 5.804992619865837 1.773618103124
"filesWrite (durability=FSYNC, writeMode=RENAME)" 21.587814601338838 0.624664116296049 21.22195653002124 1.0056618443784262
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 6.586976074468584 1.3966135929753867 6.714300525438564 0.8316368312168453
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
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs.svg'
replot
unset output
