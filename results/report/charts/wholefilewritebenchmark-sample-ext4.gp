# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4
# re-render: gnuplot wholefilewritebenchmark-sample-ext4.gp (in this folder)
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
set output 'wholefilewritebenchmark-sample-ext4.png'
$data << EOD
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 98.16715528101865 12.020702792478026 111.63200163007946 12.01929572727207
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 149.3550097337258 10.2989910523204 152.82153311047185 12.943232847249162
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 5.030955868053656 0.622755430550559 4.8368764325981415 0.5104744971036713
"filesWrite (durability=NONE, writeMode=RENAME)" 172.27247419749975 12.720779591229228 167.073069429354 7.045874440543573
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 97.75665238168119 11.585892237425611 97.039966442752 4.66656400052156
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 249.1156135853827 46.23937653782654 263.4670636361468 37.153278790587834
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 98.45958625951317 12.457821283628364 105.10892695846748 5.8809709166332835
"filesWrite (durability=FSYNC, writeMode=RENAME)" 435.0800133530983 50.84659345867404 440.16425845320623 38.082890338919306
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 145.82903256866098 22.28853456874609 138.09693803802756 8.853206330741122
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4.svg'
replot
unset output
