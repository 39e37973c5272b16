# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs
# re-render: gnuplot fsync-vs-none-sample-on-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,945 font 'Sans,10'
set output 'fsync-vs-none-sample-on-tmpfs.png'
$data << EOD
"fileChannelHeap (writeMode=TRUNCATE) @host-tmpfs-jdk17" 1.1530818390660276 0.7866245443714635 1.6902571081687778 0
"fileChannelHeap (writeMode=IN_PLACE) @host-tmpfs-jdk17" 1.136176648447225 0.6713261933107324 1.9229063149026573 0
"fileChannelHeap (writeMode=RENAME) @host-tmpfs-jdk17" 1.2111613053898647 0.8325923663410698 1.7618606258909217 0
"filesWrite (writeMode=TRUNCATE) @host-tmpfs-jdk17" 0.7899960048519905 0.4519491509876209 1.3808935945964427 0
"filesWrite (writeMode=IN_PLACE) @host-tmpfs-jdk17" 1.4281946225210156 0.6085269118843573 3.35193044048243 0
"filesWrite (writeMode=RENAME) @host-tmpfs-jdk17" 1.9302213455846369 0.9754707398932677 3.81944254253923 0
"randomAccessFile (writeMode=TRUNCATE) @host-tmpfs-jdk17" 0.733775449865533 0.46985106764153545 1.1459512341390445 0
"randomAccessFile (writeMode=IN_PLACE) @host-tmpfs-jdk17" 0.6353186450386997 0.4424255400141989 0.9123112122343922 1
"randomAccessFile (writeMode=RENAME) @host-tmpfs-jdk17" 2.038575152399241 1.6826339837906477 2.4698114337482973 1
"fileChannelHeap (writeMode=TRUNCATE) @host-tmpfs-jdk25" 0.9717208564146004 0.6956700982130112 1.3573120725134311 0
"fileChannelHeap (writeMode=IN_PLACE) @host-tmpfs-jdk25" 1.0006844102239667 0.7314236423349252 1.3690688007686147 0
"fileChannelHeap (writeMode=RENAME) @host-tmpfs-jdk25" 1.4591317263265642 1.27739805763491 1.666720394670619 1
"filesWrite (writeMode=TRUNCATE) @host-tmpfs-jdk25" 1.9811159460334635 1.4866480527455768 2.6400467712446227 1
"filesWrite (writeMode=IN_PLACE) @host-tmpfs-jdk25" 1.0686744557853451 0.5430128462858783 2.1032008731646914 0
"filesWrite (writeMode=RENAME) @host-tmpfs-jdk25" 0.9703716619184171 0.7871150440453416 1.19629420041941 0
"randomAccessFile (writeMode=TRUNCATE) @host-tmpfs-jdk25" 1.08494381570323 0.6615660836617117 1.7792675778019325 0
"randomAccessFile (writeMode=IN_PLACE) @host-tmpfs-jdk25" 1.317176217286179 0.9990150285844163 1.7366637515380725 0
"randomAccessFile (writeMode=RENAME) @host-tmpfs-jdk25" 2.251881762060639 1.6293449820598336 3.1122761147185405 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:17.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 30
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelHeap (writeMode=TRUNCATE) @host-tmpfs-jdk17' 0, 'fileChannelHeap (writeMode=IN_PLACE) @host-tmpfs-jdk17' 1, 'fileChannelHeap (writeMode=RENAME) @host-tmpfs-jdk17' 2, 'filesWrite (writeMode=TRUNCATE) @host-tmpfs-jdk17' 3, 'filesWrite (writeMode=IN_PLACE) @host-tmpfs-jdk17' 4, 'filesWrite (writeMode=RENAME) @host-tmpfs-jdk17' 5, 'randomAccessFile (writeMode=TRUNCATE) @host-tmpfs-jdk17' 6, 'randomAccessFile (writeMode=IN_PLACE) @host-tmpfs-jdk17' 7, 'randomAccessFile (writeMode=RENAME) @host-tmpfs-jdk17' 8, 'fileChannelHeap (writeMode=TRUNCATE) @host-tmpfs-jdk25' 9, 'fileChannelHeap (writeMode=IN_PLACE) @host-tmpfs-jdk25' 10, 'fileChannelHeap (writeMode=RENAME) @host-tmpfs-jdk25' 11, 'filesWrite (writeMode=TRUNCATE) @host-tmpfs-jdk25' 12, 'filesWrite (writeMode=IN_PLACE) @host-tmpfs-jdk25' 13, 'filesWrite (writeMode=RENAME) @host-tmpfs-jdk25' 14, 'randomAccessFile (writeMode=TRUNCATE) @host-tmpfs-jdk25' 15, 'randomAccessFile (writeMode=IN_PLACE) @host-tmpfs-jdk25' 16, 'randomAccessFile (writeMode=RENAME) @host-tmpfs-jdk25' 17)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,945 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-tmpfs.svg'
replot
unset output
