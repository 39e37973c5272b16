# iobench chart: Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on tmpfs
# re-render: gnuplot kotlin-write-sample-on-tmpfs.gp (in this folder)
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
set output 'kotlin-write-sample-on-tmpfs.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500) @host-tmpfs-jdk17" 1.0323924109208702 1.0249375201827198 1.0399015248627022 1
"fileOutputStreamSync (howManyChars=1000) @host-tmpfs-jdk17" 1.0282846715328466 1.004157526100495 1.0529915259566496 1
"fileOutputStreamSync (howManyChars=2000) @host-tmpfs-jdk17" 1.0307316635825288 1.0234377980229246 1.0380775112703136 1
"fileOutputStreamSync (howManyChars=10000) @host-tmpfs-jdk17" 1.023222748815166 0.9894864430670778 1.058109285911549 0
"fileOutputStreamSync (howManyChars=500) @host-tmpfs-jdk25" 1.0375763269140441 1.026622858373797 1.048646662590147 1
"fileOutputStreamSync (howManyChars=1000) @host-tmpfs-jdk25" 1.0361948955916476 1.0290051257492083 1.0434349011317463 1
"fileOutputStreamSync (howManyChars=2000) @host-tmpfs-jdk25" 1.0587219343696028 0.985239964834751 1.137684396007337 0
"fileOutputStreamSync (howManyChars=10000) @host-tmpfs-jdk25" 1.0575877409787444 1.0112901471172884 1.106004872149518 1
EOD
set title 'Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on tmpfs'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 32
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileOutputStreamSync (howManyChars=500) @host-tmpfs-jdk17' 0, 'fileOutputStreamSync (howManyChars=1000) @host-tmpfs-jdk17' 1, 'fileOutputStreamSync (howManyChars=2000) @host-tmpfs-jdk17' 2, 'fileOutputStreamSync (howManyChars=10000) @host-tmpfs-jdk17' 3, 'fileOutputStreamSync (howManyChars=500) @host-tmpfs-jdk25' 4, 'fileOutputStreamSync (howManyChars=1000) @host-tmpfs-jdk25' 5, 'fileOutputStreamSync (howManyChars=2000) @host-tmpfs-jdk25' 6, 'fileOutputStreamSync (howManyChars=10000) @host-tmpfs-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'kotlin-write-sample-on-tmpfs.svg'
replot
unset output
