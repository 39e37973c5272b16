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
set terminal pngcairo noenhanced size 900,805 font 'Sans,10'
set output 'fsync-vs-none-sample-on-tmpfs-tmpfs.png'
$data << EOD
"filesWrite (writeMode=TRUNCATE)" 1.0413496526629176 1.0296766295436137 1.0531550080745493 1
"filesWrite (writeMode=IN_PLACE)" 1.0892049127343246 1.0791893714570855 1.099313404396111 1
"filesWrite (writeMode=RENAME)" 1.2683596431022648 1.2543638408593225 1.282511606160788 1
"bufferedWriter (writeMode=TRUNCATE)" 1.0471789883268483 1.019315837073529 1.0758037829977707 1
"bufferedWriter (writeMode=IN_PLACE)" 1.0478522984174832 0.9989590636668454 1.0991385725741665 0
"bufferedWriter (writeMode=RENAME)" 1.2498577120091061 1.1614291632422338 1.3450190073648327 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs (tmpfs)'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:5.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 20
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('filesWrite (writeMode=TRUNCATE)' 0, 'filesWrite (writeMode=IN_PLACE)' 1, 'filesWrite (writeMode=RENAME)' 2, 'bufferedWriter (writeMode=TRUNCATE)' 3, 'bufferedWriter (writeMode=IN_PLACE)' 4, 'bufferedWriter (writeMode=RENAME)' 5)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-tmpfs-tmpfs.svg'
replot
unset output
