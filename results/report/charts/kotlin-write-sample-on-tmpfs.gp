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
"fileOutputStreamSync (howManyChars=500) @host-tmpfs-jdk17" 1.0276243093922655 1.0079713035290776 1.0476605014018308 1
"fileOutputStreamSync (howManyChars=1000) @host-tmpfs-jdk17" 1.0347190497944267 1.0225435085440575 1.0470395665920473 1
"fileOutputStreamSync (howManyChars=2000) @host-tmpfs-jdk17" 1.0424153166421206 1.0134047638199701 1.0722563492538808 1
"fileOutputStreamSync (howManyChars=10000) @host-tmpfs-jdk17" 0.9922728483879564 0.9529623784341696 1.0332049070665013 0
"fileOutputStreamSync (howManyChars=500) @host-tmpfs-jdk25" 1.0343206393982134 1.0250277737253946 1.0436977538637253 1
"fileOutputStreamSync (howManyChars=1000) @host-tmpfs-jdk25" 1.0247366010077874 0.9998962164682063 1.0501940942971686 0
"fileOutputStreamSync (howManyChars=2000) @host-tmpfs-jdk25" 1.0499215070643644 0.9789997954689861 1.1259810023435568 0
"fileOutputStreamSync (howManyChars=10000) @host-tmpfs-jdk25" 1.0777369488089206 1.0440745785436947 1.1124846392180903 1
EOD
set title 'Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on tmpfs'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork medians), log scale'
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
