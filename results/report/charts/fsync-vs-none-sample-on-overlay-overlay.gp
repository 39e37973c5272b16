# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline on overlay (overlay)
# re-render: gnuplot fsync-vs-none-sample-on-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,994 font 'Sans,10'
set output 'fsync-vs-none-sample-on-overlay-overlay.png'
$data << EOD
"fileChannelHeap (writeMode=TRUNCATE) @container-overlay-jdk17" 1.5175414499668236 1.3939941971790442 1.6520384783722464 1
"fileChannelHeap (writeMode=IN_PLACE) @container-overlay-jdk17" 13.411928361919506 12.020331552183276 14.96463068463273 1
"fileChannelHeap (writeMode=RENAME) @container-overlay-jdk17" 2.414416368712634 2.220967879927722 2.6247144113120675 1
"filesWrite (writeMode=TRUNCATE) @container-overlay-jdk17" 1.4020672299720065 1.3337838621433569 1.4738463803291162 1
"filesWrite (writeMode=IN_PLACE) @container-overlay-jdk17" 14.34638864914956 12.976963402622564 15.86032578552642 1
"filesWrite (writeMode=RENAME) @container-overlay-jdk17" 2.40544460310645 2.2356045839568917 2.5881874550340958 1
"randomAccessFile (writeMode=TRUNCATE) @container-overlay-jdk17" 1.5982725341129767 1.4908577433518782 1.7134264517798454 1
"randomAccessFile (writeMode=IN_PLACE) @container-overlay-jdk17" 18.8051748012472 15.308111929642948 23.101124484246636 1
"randomAccessFile (writeMode=RENAME) @container-overlay-jdk17" 2.437442302370813 2.089613700503635 2.843169039308467 1
"fileChannelHeap (writeMode=TRUNCATE) @container-overlay-jdk25" 1.3923744403640084 1.2922011649418406 1.5003132908228285 1
"fileChannelHeap (writeMode=IN_PLACE) @container-overlay-jdk25" 14.49845501202045 11.782158888502583 17.84097462314025 1
"fileChannelHeap (writeMode=RENAME) @container-overlay-jdk25" 2.2196878088054395 2.0583805563458695 2.3936360812240434 1
"filesWrite (writeMode=TRUNCATE) @container-overlay-jdk25" 1.442854603936819 1.2876795993526844 1.6167293549949917 1
"filesWrite (writeMode=IN_PLACE) @container-overlay-jdk25" 13.711040301746788 11.13523511211938 16.882681350079174 1
"filesWrite (writeMode=RENAME) @container-overlay-jdk25" 2.289596926456577 2.042083629994934 2.5671103811024674 1
"randomAccessFile (writeMode=TRUNCATE) @container-overlay-jdk25" 1.6180472441486085 1.3842669083297188 1.8913093049778418 1
"randomAccessFile (writeMode=IN_PLACE) @container-overlay-jdk25" 16.597268407655477 14.761993289444716 18.660712899302542 1
"randomAccessFile (writeMode=RENAME) @container-overlay-jdk25" 2.6750155917918894 2.3070771605297598 3.1016337636000837 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on overlay (overlay)'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:100]
set xrange [-0.7:17.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 34
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelHeap (writeMode=TRUNCATE) @container-overlay-jdk17' 0, 'fileChannelHeap (writeMode=IN_PLACE) @container-overlay-jdk17' 1, 'fileChannelHeap (writeMode=RENAME) @container-overlay-jdk17' 2, 'filesWrite (writeMode=TRUNCATE) @container-overlay-jdk17' 3, 'filesWrite (writeMode=IN_PLACE) @container-overlay-jdk17' 4, 'filesWrite (writeMode=RENAME) @container-overlay-jdk17' 5, 'randomAccessFile (writeMode=TRUNCATE) @container-overlay-jdk17' 6, 'randomAccessFile (writeMode=IN_PLACE) @container-overlay-jdk17' 7, 'randomAccessFile (writeMode=RENAME) @container-overlay-jdk17' 8, 'fileChannelHeap (writeMode=TRUNCATE) @container-overlay-jdk25' 9, 'fileChannelHeap (writeMode=IN_PLACE) @container-overlay-jdk25' 10, 'fileChannelHeap (writeMode=RENAME) @container-overlay-jdk25' 11, 'filesWrite (writeMode=TRUNCATE) @container-overlay-jdk25' 12, 'filesWrite (writeMode=IN_PLACE) @container-overlay-jdk25' 13, 'filesWrite (writeMode=RENAME) @container-overlay-jdk25' 14, 'randomAccessFile (writeMode=TRUNCATE) @container-overlay-jdk25' 15, 'randomAccessFile (writeMode=IN_PLACE) @container-overlay-jdk25' 16, 'randomAccessFile (writeMode=RENAME) @container-overlay-jdk25' 17)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,994 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-overlay-overlay.svg'
replot
unset output
