# iobench chart: Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on ext4
# re-render: gnuplot kotlin-write-sample-on-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,966 font 'Sans,10'
set output 'kotlin-write-sample-on-ext4.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500) @host-ext4-jdk17" 1.62620614366182 1.5011653809863321 1.7616622759751255 1
"fileOutputStreamSync (howManyChars=1000) @host-ext4-jdk17" 1.552236338879722 1.488637864160498 1.61855190556872 1
"fileOutputStreamSync (howManyChars=2000) @host-ext4-jdk17" 1.536049778310576 1.4326241177049213 1.6469420640689978 1
"fileOutputStreamSync (howManyChars=10000) @host-ext4-jdk17" 1.4840877767271683 1.3562610041399674 1.6239621446814727 1
"fileOutputStreamSync (howManyChars=500) @host-ext4-jdk25" 1.6932027764996445 1.5746728862784556 1.820654732375403 1
"fileOutputStreamSync (howManyChars=1000) @host-ext4-jdk25" 1.6467241695723989 1.4432573917101397 1.8788751793197247 1
"fileOutputStreamSync (howManyChars=2000) @host-ext4-jdk25" 1.5489376523859282 1.4839788733930386 1.616739897039888 1
"fileOutputStreamSync (howManyChars=10000) @host-ext4-jdk25" 1.557951955111345 1.459391033948465 1.6631692520874934 1
EOD
set title 'Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on ext4'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
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
set xtics ('fileOutputStreamSync (howManyChars=500) @host-ext4-jdk17' 0, 'fileOutputStreamSync (howManyChars=1000) @host-ext4-jdk17' 1, 'fileOutputStreamSync (howManyChars=2000) @host-ext4-jdk17' 2, 'fileOutputStreamSync (howManyChars=10000) @host-ext4-jdk17' 3, 'fileOutputStreamSync (howManyChars=500) @host-ext4-jdk25' 4, 'fileOutputStreamSync (howManyChars=1000) @host-ext4-jdk25' 5, 'fileOutputStreamSync (howManyChars=2000) @host-ext4-jdk25' 6, 'fileOutputStreamSync (howManyChars=10000) @host-ext4-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,966 dynamic font 'Sans,10'
set output 'kotlin-write-sample-on-ext4.svg'
replot
unset output
