# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4 (loop) (1 of 2)
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
set terminal pngcairo noenhanced size 1160,1245 font 'Sans,13'
set output 'wholefilewritebenchmark-sample-ext4-loop.png'
$data << EOD
"fileChannelHeap (durability=NONE, writeMode=TRUNCATE)" 79.9600360956002 6.149929990340065 83.72525049828847 7.722701845726054
"fileChannelHeap (durability=NONE, writeMode=IN_PLACE)" 6.631803070327574 2.226816529506645 6.029037538509559 1.379870918608395
"fileChannelHeap (durability=NONE, writeMode=RENAME)" 76.83266619316204 11.732553963465554 69.36445000296213 4.81064327023626
"fileChannelHeap (durability=FDATASYNC, writeMode=TRUNCATE)" 476.0178792461309 55.15714981470887 461.0911007082945 47.21161893231852
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 184.64427069274328 8.610842916708771 187.1057750246181 6.855432435565073
"fileChannelHeap (durability=FDATASYNC, writeMode=RENAME)" 751.9864173816914 14.951704567110731 846.3119894150044 87.82629343307748
"fileChannelHeap (durability=FSYNC, writeMode=TRUNCATE)" 478.3700854055176 46.242280829702 511.4224503759203 44.93145175496358
"fileChannelHeap (durability=FSYNC, writeMode=IN_PLACE)" 211.1704204290263 8.246337543737278 240.0118908671504 34.85499690104494
"fileChannelHeap (durability=FSYNC, writeMode=RENAME)" 848.7859525675359 91.28063046456577 847.692157596918 54.85747748677924
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 72.25508443465549 11.93253081210074 78.129632271374 12.640064769305484
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 6.989528643063842 1.0781696824855125 5.748308300865117 0.5695936180892961
"filesWrite (durability=NONE, writeMode=RENAME)" 76.43738808414606 5.621351728200564 70.37130773945394 9.300828320721426
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 544.627313044357 74.34964057967017 489.97824968077606 57.42345155021152
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 253.9386447564248 47.376322763094684 249.123857442794 24.03555828209478
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 860.1809252301621 30.860728447379287 995.3568174232205 158.91770652491041
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 436.5287947024031 7.705612027684361 498.6272451760846 45.441715132652845
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 263.05765661632876 4.959850811621254 281.7753044607626 24.542083311371584
"filesWrite (durability=FSYNC, writeMode=RENAME)" 906.5352808008829 33.09307162710976 896.0010244355823 84.17287961321071
"randomAccessFile (durability=NONE, writeMode=TRUNCATE)" 77.52452166132828 5.9914502988297205 78.72140330944156 8.603137015999113
"randomAccessFile (durability=NONE, writeMode=IN_PLACE)" 8.603148845877021 1.0528006360204676 8.181897057830987 0.9526980712780178
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4 (loop) (1 of 2)'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
set yrange [2.8741541504325583:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 1160,1245 dynamic font 'Sans,13'
set output 'wholefilewritebenchmark-sample-ext4-loop.svg'
replot
unset output
