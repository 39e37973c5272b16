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
set terminal pngcairo noenhanced size 900,952 font 'Sans,10'
set output 'fsync-vs-none-sample-on-overlay-overlay.png'
$data << EOD
"filesWrite (writeMode=TRUNCATE) @container-overlay-jdk17" 1.5278810408921928 1.4161139934694014 1.648469322302655 1
"filesWrite (writeMode=IN_PLACE) @container-overlay-jdk17" 14.637019924920592 13.922801301306821 15.387876882392426 1
"filesWrite (writeMode=RENAME) @container-overlay-jdk17" 2.4334519572953734 2.2042096603066845 2.6865359203809884 1
"filesWrite (writeMode=TRUNCATE) @container-overlay-jdk25" 1.487941534713764 1.1900854081764676 1.8603454806817195 1
"filesWrite (writeMode=IN_PLACE) @container-overlay-jdk25" 15.289166017147313 12.951566658534416 18.04867346653058 1
"filesWrite (writeMode=RENAME) @container-overlay-jdk25" 2.8093240093240084 2.182195722374524 3.6166789754204225 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on overlay (overlay)'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:100]
set xrange [-0.7:5.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 31
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('filesWrite (writeMode=TRUNCATE) @container-overlay-jdk17' 0, 'filesWrite (writeMode=IN_PLACE) @container-overlay-jdk17' 1, 'filesWrite (writeMode=RENAME) @container-overlay-jdk17' 2, 'filesWrite (writeMode=TRUNCATE) @container-overlay-jdk25' 3, 'filesWrite (writeMode=IN_PLACE) @container-overlay-jdk25' 4, 'filesWrite (writeMode=RENAME) @container-overlay-jdk25' 5)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,952 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-overlay-overlay.svg'
replot
unset output
