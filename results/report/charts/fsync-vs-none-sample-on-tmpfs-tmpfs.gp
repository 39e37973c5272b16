# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs (tmpfs)
# re-render: gnuplot fsync-vs-none-sample-on-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,980 font 'Sans,10'
set output 'fsync-vs-none-sample-on-tmpfs-tmpfs.png'
$data << EOD
"fileChannelHeap (writeMode=TRUNCATE) @container-tmpfs-jdk17" 1.058247364507512 0.5112275317488003 2.1905852383501303 0
"fileChannelHeap (writeMode=IN_PLACE) @container-tmpfs-jdk17" 1.2123587616257225 0.5851355836506029 2.5119199856563728 0
"fileChannelHeap (writeMode=RENAME) @container-tmpfs-jdk17" 1.2236058303442363 0.8200830415508527 1.825682464084422 0
"filesWrite (writeMode=TRUNCATE) @container-tmpfs-jdk17" 1.1555914300115682 0.8057119061632362 1.657405758685205 0
"filesWrite (writeMode=IN_PLACE) @container-tmpfs-jdk17" 2.3293620419021126 1.442957942972695 3.760281128551959 1
"filesWrite (writeMode=RENAME) @container-tmpfs-jdk17" 1.6319506232347494 0.991873938301083 2.68508197850023 0
"randomAccessFile (writeMode=TRUNCATE) @container-tmpfs-jdk17" 1.200051640058034 0.8409871734496321 1.7124208124349336 0
"randomAccessFile (writeMode=IN_PLACE) @container-tmpfs-jdk17" 1.4484210628424234 0.9906040969960036 2.1178224294120187 0
"randomAccessFile (writeMode=RENAME) @container-tmpfs-jdk17" 2.0560247341346995 1.4952101684263788 2.8271863023929154 1
"fileChannelHeap (writeMode=TRUNCATE) @container-tmpfs-jdk25" 0.5570175049974135 0.33826657500684437 0.9172307398898805 1
"fileChannelHeap (writeMode=IN_PLACE) @container-tmpfs-jdk25" 0.5020791551441169 0.3187802175674667 0.7907751615009775 1
"fileChannelHeap (writeMode=RENAME) @container-tmpfs-jdk25" 1.1879688439552327 1.036833968455962 1.361134007125533 1
"filesWrite (writeMode=TRUNCATE) @container-tmpfs-jdk25" 1.2505023993361912 1.0926576533127652 1.4311493137896483 1
"filesWrite (writeMode=IN_PLACE) @container-tmpfs-jdk25" 1.7280686668879943 1.4720569780074064 2.0286044372563854 1
"filesWrite (writeMode=RENAME) @container-tmpfs-jdk25" 1.4056451404553338 1.2950759477598635 1.5256543558726183 1
"randomAccessFile (writeMode=TRUNCATE) @container-tmpfs-jdk25" 1.0048235851156138 0.9653578316999164 1.0459027772392417 0
"randomAccessFile (writeMode=IN_PLACE) @container-tmpfs-jdk25" 0.9664227258701547 0.8084678198490616 1.1552381704601056 0
"randomAccessFile (writeMode=RENAME) @container-tmpfs-jdk25" 1.2392769038179836 1.1620318789934374 1.321656722246741 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs (tmpfs)'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:17.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 33
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelHeap (writeMode=TRUNCATE) @container-tmpfs-jdk17' 0, 'fileChannelHeap (writeMode=IN_PLACE) @container-tmpfs-jdk17' 1, 'fileChannelHeap (writeMode=RENAME) @container-tmpfs-jdk17' 2, 'filesWrite (writeMode=TRUNCATE) @container-tmpfs-jdk17' 3, 'filesWrite (writeMode=IN_PLACE) @container-tmpfs-jdk17' 4, 'filesWrite (writeMode=RENAME) @container-tmpfs-jdk17' 5, 'randomAccessFile (writeMode=TRUNCATE) @container-tmpfs-jdk17' 6, 'randomAccessFile (writeMode=IN_PLACE) @container-tmpfs-jdk17' 7, 'randomAccessFile (writeMode=RENAME) @container-tmpfs-jdk17' 8, 'fileChannelHeap (writeMode=TRUNCATE) @container-tmpfs-jdk25' 9, 'fileChannelHeap (writeMode=IN_PLACE) @container-tmpfs-jdk25' 10, 'fileChannelHeap (writeMode=RENAME) @container-tmpfs-jdk25' 11, 'filesWrite (writeMode=TRUNCATE) @container-tmpfs-jdk25' 12, 'filesWrite (writeMode=IN_PLACE) @container-tmpfs-jdk25' 13, 'filesWrite (writeMode=RENAME) @container-tmpfs-jdk25' 14, 'randomAccessFile (writeMode=TRUNCATE) @container-tmpfs-jdk25' 15, 'randomAccessFile (writeMode=IN_PLACE) @container-tmpfs-jdk25' 16, 'randomAccessFile (writeMode=RENAME) @container-tmpfs-jdk25' 17)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,980 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-tmpfs-tmpfs.svg'
replot
unset output
