# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline on ext4 (loop)
# re-render: gnuplot fsync-vs-none-sample-on-ext4-loop.gp (in this folder)
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
set output 'fsync-vs-none-sample-on-ext4-loop.png'
$data << EOD
"fileChannelHeap (writeMode=TRUNCATE) @container-ext4-jdk17" 5.982614675580917 5.371169515613622 6.663665753320986 1
"fileChannelHeap (writeMode=IN_PLACE) @container-ext4-jdk17" 31.84208249093797 22.763607745693655 44.54119174283822 1
"fileChannelHeap (writeMode=RENAME) @container-ext4-jdk17" 11.047201595655107 9.372323314465188 13.021388507445952 1
"filesWrite (writeMode=TRUNCATE) @container-ext4-jdk17" 6.041495876974328 5.122135096216313 7.1258707054524715 1
"filesWrite (writeMode=IN_PLACE) @container-ext4-jdk17" 37.635965177333915 32.25851487284986 43.90982909202833 1
"filesWrite (writeMode=RENAME) @container-ext4-jdk17" 11.859841152642787 11.007671517512884 12.777982331880095 1
"randomAccessFile (writeMode=TRUNCATE) @container-ext4-jdk17" 5.8020202669431225 5.145875931352467 6.541828762896568 1
"randomAccessFile (writeMode=IN_PLACE) @container-ext4-jdk17" 46.696860595767774 39.51457226881378 55.18462340086036 1
"randomAccessFile (writeMode=RENAME) @container-ext4-jdk17" 10.795876125079092 10.198455317766651 11.428293567655315 1
"fileChannelHeap (writeMode=TRUNCATE) @container-ext4-jdk25" 6.108341836330187 5.469601551577537 6.8216742367092875 1
"fileChannelHeap (writeMode=IN_PLACE) @container-ext4-jdk25" 39.809321029121314 31.28838465980348 50.6508104534916 1
"fileChannelHeap (writeMode=RENAME) @container-ext4-jdk25" 12.220844504075478 11.255644273016832 13.268813119016777 1
"filesWrite (writeMode=TRUNCATE) @container-ext4-jdk25" 6.382050326874214 5.4004577833577105 7.5420581011247565 1
"filesWrite (writeMode=IN_PLACE) @container-ext4-jdk25" 49.01882253224929 43.71086811184484 54.971339308564865 1
"filesWrite (writeMode=RENAME) @container-ext4-jdk25" 12.732476533660265 11.039924942377755 14.684516382707681 1
"randomAccessFile (writeMode=TRUNCATE) @container-ext4-jdk25" 6.162561434914306 5.163991615011439 7.354226395080802 1
"randomAccessFile (writeMode=IN_PLACE) @container-ext4-jdk25" 51.92194723937771 43.886314736983266 61.42891289199275 1
"randomAccessFile (writeMode=RENAME) @container-ext4-jdk25" 12.009073055489733 11.43523050859836 12.611712159509986 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on ext4 (loop)'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:1000]
set xrange [-0.7:17.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 32
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelHeap (writeMode=TRUNCATE) @container-ext4-jdk17' 0, 'fileChannelHeap (writeMode=IN_PLACE) @container-ext4-jdk17' 1, 'fileChannelHeap (writeMode=RENAME) @container-ext4-jdk17' 2, 'filesWrite (writeMode=TRUNCATE) @container-ext4-jdk17' 3, 'filesWrite (writeMode=IN_PLACE) @container-ext4-jdk17' 4, 'filesWrite (writeMode=RENAME) @container-ext4-jdk17' 5, 'randomAccessFile (writeMode=TRUNCATE) @container-ext4-jdk17' 6, 'randomAccessFile (writeMode=IN_PLACE) @container-ext4-jdk17' 7, 'randomAccessFile (writeMode=RENAME) @container-ext4-jdk17' 8, 'fileChannelHeap (writeMode=TRUNCATE) @container-ext4-jdk25' 9, 'fileChannelHeap (writeMode=IN_PLACE) @container-ext4-jdk25' 10, 'fileChannelHeap (writeMode=RENAME) @container-ext4-jdk25' 11, 'filesWrite (writeMode=TRUNCATE) @container-ext4-jdk25' 12, 'filesWrite (writeMode=IN_PLACE) @container-ext4-jdk25' 13, 'filesWrite (writeMode=RENAME) @container-ext4-jdk25' 14, 'randomAccessFile (writeMode=TRUNCATE) @container-ext4-jdk25' 15, 'randomAccessFile (writeMode=IN_PLACE) @container-ext4-jdk25' 16, 'randomAccessFile (writeMode=RENAME) @container-ext4-jdk25' 17)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-ext4-loop.svg'
replot
unset output
