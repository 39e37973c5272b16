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
set terminal pngcairo noenhanced size 900,777 font 'Sans,10'
set output 'fsync-vs-none-sample-on-ext4-loop.png'
$data << EOD
"filesWrite (writeMode=TRUNCATE)" 6.296747102537886 5.637987099458673 7.032478679691575 1
"filesWrite (writeMode=IN_PLACE)" 40.271724746360825 32.85942866676994 49.35605638471603 1
"filesWrite (writeMode=RENAME)" 12.694748358862146 11.800404731228191 13.656873604373391 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on ext4 (loop)'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork medians), log scale'
set logscale y
set format y "%g"
set yrange [0.1:100]
set xrange [-0.7:2.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 18
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('filesWrite (writeMode=TRUNCATE)' 0, 'filesWrite (writeMode=IN_PLACE)' 1, 'filesWrite (writeMode=RENAME)' 2)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,777 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-ext4-loop.svg'
replot
unset output
