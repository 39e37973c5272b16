# iobench chart: WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs) (1 of 2)
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
set terminal pngcairo noenhanced size 1160,1245 font 'Sans,13'
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs.png'
$data << EOD
"fileChannelHeap (durability=NONE, writeMode=TRUNCATE)" 21.70108484444991 15.377421968721688 16.09499222505556 8.029229460820337
"fileChannelHeap (durability=NONE, writeMode=IN_PLACE)" 10.737250396757487 7.820330967458929 9.564763960422185 4.346299360113297
"fileChannelHeap (durability=NONE, writeMode=RENAME)" 41.37895425719784 7.080170242011848 19.028057005779477 2.588868353148126
"fileChannelHeap (durability=FDATASYNC, writeMode=TRUNCATE)" 16.361759369900923 5.921420062789221 9.974108438913499 1.4027206401505026
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 10.333764259354599 4.7280591793689375 5.00511842515359 0.07074021872148459
"fileChannelHeap (durability=FDATASYNC, writeMode=RENAME)" 40.76993416642426 13.610494513601859 22.754851801217374 0.8094915798427218
"fileChannelHeap (durability=FSYNC, writeMode=TRUNCATE)" 22.965115843593026 8.785669203877816 8.965192412153216 0.3424120855662835
"fileChannelHeap (durability=FSYNC, writeMode=IN_PLACE)" 13.017399594278205 3.283131944195843 4.802268608401668 0.21490118120268523
"fileChannelHeap (durability=FSYNC, writeMode=RENAME)" 50.63152968265474 20.103247040904822 22.604738883870112 1.0615190890399868
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 14.599276033593975 4.345610383093909 9.966877387495225 1.3451906967130507
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 10.007481955013558 4.801892001762458 5.355511732000697 0.6948222107803314
"filesWrite (durability=NONE, writeMode=RENAME)" 31.407584781339114 14.729128655281356 18.606178905372747 1.127282361558257
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 21.8852758396996 6.711342575012183 12.459875968584107 0.530897419520003
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 15.101291928610769 5.596027449502141 8.11698275331234 0.3499624436139723
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 31.7414376409797 9.26387645057227 24.847696323956402 0.23514779737038896
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 16.870798268794477 4.903724796676777 12.46360408695241 0.14228600161560756
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 23.311048601028926 3.2979423216678136 9.254692019221459 1.2202641335451319
"filesWrite (durability=FSYNC, writeMode=RENAME)" 51.255627558204594 15.937974660503471 26.153684960779746 1.8844880932860117
"randomAccessFile (durability=NONE, writeMode=TRUNCATE)" 13.544399138242435 3.0520112207326697 10.640362020389418 0.3385715510460095
"randomAccessFile (durability=NONE, writeMode=IN_PLACE)" 8.42233230126305 2.1881512844092113 6.56958819416952 1.091287674990888
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on tmpfs (tmpfs) (1 of 2)'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
set terminal svg noenhanced size 1160,1245 dynamic font 'Sans,13'
set output 'wholefilewritebenchmark-sample-tmpfs-tmpfs.svg'
replot
unset output
