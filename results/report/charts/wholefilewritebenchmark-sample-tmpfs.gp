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
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 5.091497874832539 1.5974983028588963 4.534897497811197 0.5633585841946182
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 8.438504447227297 0.8320134247741802 8.309018227793008 0.24478341967677306
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 4.528561071123337 0.3077365682357996 4.789056587835601 0.5996176057041903
"filesWrite (durability=NONE, writeMode=RENAME)" 17.506063235458686 0.47375808982680584 17.18275334953431 0.8582152671061841
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 5.786099973058123 2.0563212064339105 5.430347520573628 1.0022776458584262
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 8.918233876576076 0.980095769749141 9.252476221739474 1.2943261279633307
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 4.896954048436848 0.6398341192467687 5.111255736089994 0.5405597331667176
"filesWrite (durability=FSYNC, writeMode=RENAME)" 19.669826240378942 0.4530464088875654 20.581377061780813 2.429603625313826
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 5.70939996046755 0.2628470058708841 5.690387214805879 0.6507453214270333
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
