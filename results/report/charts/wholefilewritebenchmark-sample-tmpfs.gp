# iobench chart: WholeFileWriteBenchmark (sample, us/op) on tmpfs (1 of 2)
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
set terminal pngcairo noenhanced size 1160,1245 font "Sans,13"
set output "wholefilewritebenchmark-sample-tmpfs.png"
$data << EOD
"fileChannelHeap (durability=NONE, writeMode=TRUNCATE)" 14.333218745004121 0 15.102839385518514 0
"fileChannelHeap (durability=NONE, writeMode=IN_PLACE)" 7.987727538594013 0 7.3693865835697645 0
"fileChannelHeap (durability=NONE, writeMode=RENAME)" 31.61536031854536 0 23.120321520633432 0
"fileChannelHeap (durability=FDATASYNC, writeMode=TRUNCATE)" 10.395084770744827 0 11.96419438490465 0
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 6.876446087982227 0 6.315355052281429 0
"fileChannelHeap (durability=FDATASYNC, writeMode=RENAME)" 29.04824544534119 0 24.49388836439313 0
"fileChannelHeap (durability=FSYNC, writeMode=TRUNCATE)" 10.701104161149992 0 10.414567642094942 0
"fileChannelHeap (durability=FSYNC, writeMode=IN_PLACE)" 5.885580399287363 0 6.003144303057383 0
"fileChannelHeap (durability=FSYNC, writeMode=RENAME)" 31.568985858919405 0 27.01895759200922 0
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 10.764062264971159 0 8.501051243496097 0
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 7.419417522777444 0 5.410118400436799 0
"filesWrite (durability=NONE, writeMode=RENAME)" 22.249196711177483 0 19.16621265922293 0
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 14.297662956035389 0 12.331232492376166 0
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 9.474949275990642 0 9.974432232699797 0
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 33.84535704370192 0 31.91300821074451 0
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 13.878402530533524 0 15.822981161334384 0
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 9.143219271795704 0 9.61233450074803 0
"filesWrite (durability=FSYNC, writeMode=RENAME)" 33.8599691164831 0 35.50100888751636 0
"randomAccessFile (durability=NONE, writeMode=TRUNCATE)" 10.254017708327142 0 12.262351858466571 0
"randomAccessFile (durability=NONE, writeMode=IN_PLACE)" 6.70189359346395 0 5.533332815147482 0
EOD
set title "WholeFileWriteBenchmark (sample, us/op) on tmpfs (1 of 2)\nchars=1000; lower is better; error bars: 0.999 CI (none: n too small)"
set ylabel "us/op"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 36
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title "host-tmpfs-jdk17", \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title "host-tmpfs-jdk25"
set terminal svg noenhanced size 1160,1245 dynamic font "Sans,13"
set output "wholefilewritebenchmark-sample-tmpfs.svg"
replot
unset output
