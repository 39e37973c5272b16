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
set terminal pngcairo noenhanced size 900,938 font 'Sans,10'
set output 'fsync-vs-none-sample-on-tmpfs-tmpfs.png'
$data << EOD
"filesWrite (writeMode=TRUNCATE) @container-tmpfs-jdk17" 1.0444002650762094 1.0370811762118624 1.051771007623058 1
"filesWrite (writeMode=IN_PLACE) @container-tmpfs-jdk17" 1.0923772609819122 1.0784457830217058 1.1064887072643201 1
"filesWrite (writeMode=RENAME) @container-tmpfs-jdk17" 1.270223752151463 1.2569226713711215 1.283665588408617 1
"filesWrite (writeMode=TRUNCATE) @container-tmpfs-jdk25" 1.0314257360238175 0.9875705382802837 1.0772284183211873 0
"filesWrite (writeMode=IN_PLACE) @container-tmpfs-jdk25" 1.0813212285107208 1.0270486125084695 1.1384617874826177 1
"filesWrite (writeMode=RENAME) @container-tmpfs-jdk25" 1.2430196483971045 1.22950030197401 1.2566876509265978 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs (tmpfs)'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:5.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 30
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('filesWrite (writeMode=TRUNCATE) @container-tmpfs-jdk17' 0, 'filesWrite (writeMode=IN_PLACE) @container-tmpfs-jdk17' 1, 'filesWrite (writeMode=RENAME) @container-tmpfs-jdk17' 2, 'filesWrite (writeMode=TRUNCATE) @container-tmpfs-jdk25' 3, 'filesWrite (writeMode=IN_PLACE) @container-tmpfs-jdk25' 4, 'filesWrite (writeMode=RENAME) @container-tmpfs-jdk25' 5)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,938 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-tmpfs-tmpfs.svg'
replot
unset output
