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
set terminal pngcairo noenhanced size 900,931 font 'Sans,10'
set output 'fsync-vs-none-sample-on-ext4-loop.png'
$data << EOD
"filesWrite (writeMode=TRUNCATE) @container-ext4-jdk17" 6.313996806812135 5.244806116988539 7.601149553898934 1
"filesWrite (writeMode=IN_PLACE) @container-ext4-jdk17" 36.90345438441098 35.933777946475864 37.89929763385383 1
"filesWrite (writeMode=RENAME) @container-ext4-jdk17" 13.163477310005469 11.77931701468914 14.7102870798831 1
"filesWrite (writeMode=TRUNCATE) @container-ext4-jdk25" 5.306122448979593 4.714693746872813 5.9717421650642635 1
"filesWrite (writeMode=IN_PLACE) @container-ext4-jdk25" 42.2913140311804 36.76623095074129 48.64668464059286 1
"filesWrite (writeMode=RENAME) @container-ext4-jdk25" 12.62482720486591 10.70320724841893 14.891448726853982 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on ext4 (loop)'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:100]
set xrange [-0.7:5.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 29
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('filesWrite (writeMode=TRUNCATE) @container-ext4-jdk17' 0, 'filesWrite (writeMode=IN_PLACE) @container-ext4-jdk17' 1, 'filesWrite (writeMode=RENAME) @container-ext4-jdk17' 2, 'filesWrite (writeMode=TRUNCATE) @container-ext4-jdk25' 3, 'filesWrite (writeMode=IN_PLACE) @container-ext4-jdk25' 4, 'filesWrite (writeMode=RENAME) @container-ext4-jdk25' 5)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,931 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-ext4-loop.svg'
replot
unset output
