# iobench chart: Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on tmpfs (tmpfs)
# re-render: gnuplot kotlin-write-sample-on-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,1008 font 'Sans,10'
set output 'kotlin-write-sample-on-tmpfs-tmpfs.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500) @container-tmpfs-jdk17" 1.0297029702970297 1.0141977824737005 1.045445203451744 1
"fileOutputStreamSync (howManyChars=1000) @container-tmpfs-jdk17" 1.0406504065040647 1.0245903430621974 1.056962205324372 1
"fileOutputStreamSync (howManyChars=2000) @container-tmpfs-jdk17" 1.0354083380925188 1.0295115313733438 1.0413389203726502 1
"fileOutputStreamSync (howManyChars=10000) @container-tmpfs-jdk17" 1.023809523809524 1.006256966473977 1.041668257677788 1
"fileOutputStreamSync (howManyChars=500) @container-tmpfs-jdk25" 1.0362879238548484 1.0304866523697032 1.0421218544246766 1
"fileOutputStreamSync (howManyChars=1000) @container-tmpfs-jdk25" 1.024504084014002 0.9769591810704612 1.074362817299394 0
"fileOutputStreamSync (howManyChars=2000) @container-tmpfs-jdk25" 1.0399536768963518 1.0308533663575856 1.0491343244205755 1
"fileOutputStreamSync (howManyChars=10000) @container-tmpfs-jdk25" 1.0247008876881516 1.0148821696974768 1.0346145991922202 1
EOD
set title 'Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on tmpfs (tmpfs)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 35
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileOutputStreamSync (howManyChars=500) @container-tmpfs-jdk17' 0, 'fileOutputStreamSync (howManyChars=1000) @container-tmpfs-jdk17' 1, 'fileOutputStreamSync (howManyChars=2000) @container-tmpfs-jdk17' 2, 'fileOutputStreamSync (howManyChars=10000) @container-tmpfs-jdk17' 3, 'fileOutputStreamSync (howManyChars=500) @container-tmpfs-jdk25' 4, 'fileOutputStreamSync (howManyChars=1000) @container-tmpfs-jdk25' 5, 'fileOutputStreamSync (howManyChars=2000) @container-tmpfs-jdk25' 6, 'fileOutputStreamSync (howManyChars=10000) @container-tmpfs-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,1008 dynamic font 'Sans,10'
set output 'kotlin-write-sample-on-tmpfs-tmpfs.svg'
replot
unset output
