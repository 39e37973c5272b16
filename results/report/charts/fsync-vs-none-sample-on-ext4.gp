# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline on ext4
# re-render: gnuplot fsync-vs-none-sample-on-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,896 font 'Sans,10'
set output 'fsync-vs-none-sample-on-ext4.png'
$data << EOD
"filesWrite (writeMode=TRUNCATE) @host-ext4-jdk17" 1.6407238005771208 1.56553004343276 1.7195291786783604 1
"filesWrite (writeMode=IN_PLACE) @host-ext4-jdk17" 24.972612430520467 23.81571143159529 26.18571246112935 1
"filesWrite (writeMode=RENAME) @host-ext4-jdk17" 2.666750604966975 2.5333628302753435 2.807161573582728 1
"filesWrite (writeMode=TRUNCATE) @host-ext4-jdk25" 1.7455118022714644 1.70616563230419 1.7857653408211211 1
"filesWrite (writeMode=IN_PLACE) @host-ext4-jdk25" 26.215981618585655 23.828524179351668 28.842646193824013 1
"filesWrite (writeMode=RENAME) @host-ext4-jdk25" 2.6788337939023346 2.5406008884578704 2.8245878870447285 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on ext4'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork medians), log scale'
set logscale y
set format y "%g"
set yrange [0.1:100]
set xrange [-0.7:5.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 26
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('filesWrite (writeMode=TRUNCATE) @host-ext4-jdk17' 0, 'filesWrite (writeMode=IN_PLACE) @host-ext4-jdk17' 1, 'filesWrite (writeMode=RENAME) @host-ext4-jdk17' 2, 'filesWrite (writeMode=TRUNCATE) @host-ext4-jdk25' 3, 'filesWrite (writeMode=IN_PLACE) @host-ext4-jdk25' 4, 'filesWrite (writeMode=RENAME) @host-ext4-jdk25' 5)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,896 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-ext4.svg'
replot
unset output
