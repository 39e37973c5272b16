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
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 5.1932256509611365 1.3656239302167301 4.56490683581039 0.12369505756832813
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 8.309595602421586 0.6862976913821238 8.656465234187177 0.4923226013699752
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 4.926718911064715 1.4528320584991974 4.484063730271669 0.30312305095249326
"filesWrite (durability=NONE, writeMode=RENAME)" 17.89111220484765 0.4587571525422386 18.398152603007517 1.5397050876605536
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 5.277596255190648 0.8208177924814513 4.890782190662734 0.28071731654201604
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 8.653995586051122 0.44278985206336485 8.987784262654671 0.4747431539114867
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 5.284549033500465 1.0754072525119853 5.242312926922194 0.5697404311763545
"filesWrite (durability=FSYNC, writeMode=RENAME)" 20.793651179288908 0.8415240266077926 20.428147581887508 0.3868120990413302
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 5.708198666691411 0.3863497584337771 5.895017095182395 0.6331130051790255
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
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs.svg'
replot
unset output
