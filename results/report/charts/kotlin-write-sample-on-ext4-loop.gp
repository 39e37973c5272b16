# iobench chart: Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on ext4 (loop)
# re-render: gnuplot kotlin-write-sample-on-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,1001 font 'Sans,10'
set output 'kotlin-write-sample-on-ext4-loop.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500) @container-ext4-jdk17" 5.491615180935569 5.085455986001037 5.930213018950285 1
"fileOutputStreamSync (howManyChars=1000) @container-ext4-jdk17" 5.306363253265909 4.151965156095354 6.781726222888392 1
"fileOutputStreamSync (howManyChars=2000) @container-ext4-jdk17" 5.661215932914046 4.656554135679 6.882635722736324 1
"fileOutputStreamSync (howManyChars=10000) @container-ext4-jdk17" 4.295208114725428 3.970261370768211 4.646750182402596 1
"fileOutputStreamSync (howManyChars=500) @container-ext4-jdk25" 5.555317783008774 4.9293537435212205 6.260771142824893 1
"fileOutputStreamSync (howManyChars=1000) @container-ext4-jdk25" 5.166602539438245 4.18161560820986 6.383604879444496 1
"fileOutputStreamSync (howManyChars=2000) @container-ext4-jdk25" 5.702363210559932 4.958080271780256 6.55837429059449 1
"fileOutputStreamSync (howManyChars=10000) @container-ext4-jdk25" 4.472133475328363 4.20164726787801 4.760032564859563 1
EOD
set title 'Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on ext4 (loop)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:100]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 34
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileOutputStreamSync (howManyChars=500) @container-ext4-jdk17' 0, 'fileOutputStreamSync (howManyChars=1000) @container-ext4-jdk17' 1, 'fileOutputStreamSync (howManyChars=2000) @container-ext4-jdk17' 2, 'fileOutputStreamSync (howManyChars=10000) @container-ext4-jdk17' 3, 'fileOutputStreamSync (howManyChars=500) @container-ext4-jdk25' 4, 'fileOutputStreamSync (howManyChars=1000) @container-ext4-jdk25' 5, 'fileOutputStreamSync (howManyChars=2000) @container-ext4-jdk25' 6, 'fileOutputStreamSync (howManyChars=10000) @container-ext4-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,1001 dynamic font 'Sans,10'
set output 'kotlin-write-sample-on-ext4-loop.svg'
replot
unset output
