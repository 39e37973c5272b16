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
set terminal pngcairo noenhanced size 900,903 font 'Sans,10'
set output 'fsync-vs-none-sample-on-tmpfs.png'
$data << EOD
"filesWrite (writeMode=TRUNCATE) @host-tmpfs-jdk17" 1.0479199578725644 1.0329777093336547 1.0630783493053442 1
"filesWrite (writeMode=IN_PLACE) @host-tmpfs-jdk17" 1.0901478903871245 1.0763487071483648 1.1041239841910124 1
"filesWrite (writeMode=RENAME) @host-tmpfs-jdk17" 1.228559591216683 1.2133375056506983 1.2439726474630421 1
"filesWrite (writeMode=TRUNCATE) @host-tmpfs-jdk25" 1.036679941312094 1.0119023919508363 1.062064196376622 1
"filesWrite (writeMode=IN_PLACE) @host-tmpfs-jdk25" 1.0875662200062328 1.0501049672870424 1.1263638586096996 1
"filesWrite (writeMode=RENAME) @host-tmpfs-jdk25" 1.2477728285077954 1.2330346769497056 1.2626871414629732 1
EOD
set title 'FSYNC vs NONE per write API (sample): candidate / baseline on tmpfs'."\n".'chars=1000; time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork medians), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:5.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 27
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('filesWrite (writeMode=TRUNCATE) @host-tmpfs-jdk17' 0, 'filesWrite (writeMode=IN_PLACE) @host-tmpfs-jdk17' 1, 'filesWrite (writeMode=RENAME) @host-tmpfs-jdk17' 2, 'filesWrite (writeMode=TRUNCATE) @host-tmpfs-jdk25' 3, 'filesWrite (writeMode=IN_PLACE) @host-tmpfs-jdk25' 4, 'filesWrite (writeMode=RENAME) @host-tmpfs-jdk25' 5)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,903 dynamic font 'Sans,10'
set output 'fsync-vs-none-sample-on-tmpfs.svg'
replot
unset output
