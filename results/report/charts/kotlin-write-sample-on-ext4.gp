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
"fileOutputStreamSync (howManyChars=500) @host-ext4-jdk17" 1.6126523551215641 1.5503807012996036 1.677425174538834 1
"fileOutputStreamSync (howManyChars=1000) @host-ext4-jdk17" 1.516276933285927 1.3860621694606199 1.6587248314479706 1
"fileOutputStreamSync (howManyChars=2000) @host-ext4-jdk17" 1.6194691047052614 1.552763143636137 1.6890407219180106 1
"fileOutputStreamSync (howManyChars=10000) @host-ext4-jdk17" 1.5385941093486435 1.4456702017862546 1.6374909231700079 1
"fileOutputStreamSync (howManyChars=500) @host-ext4-jdk25" 1.628234973883568 1.542498502230903 1.7187369234675351 1
"fileOutputStreamSync (howManyChars=1000) @host-ext4-jdk25" 1.5713604940845283 1.4772535566044778 1.67146241843889 1
"fileOutputStreamSync (howManyChars=2000) @host-ext4-jdk25" 1.5731999622302755 1.5010754676581153 1.6487899339415735 1
"fileOutputStreamSync (howManyChars=10000) @host-ext4-jdk25" 1.5980186702228998 1.3856554013997766 1.8429283845040239 1
EOD
set title 'Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on ext4'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
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
set xtics ('fileOutputStreamSync (howManyChars=500) @host-ext4-jdk17' 0, 'fileOutputStreamSync (howManyChars=1000) @host-ext4-jdk17' 1, 'fileOutputStreamSync (howManyChars=2000) @host-ext4-jdk17' 2, 'fileOutputStreamSync (howManyChars=10000) @host-ext4-jdk17' 3, 'fileOutputStreamSync (howManyChars=500) @host-ext4-jdk25' 4, 'fileOutputStreamSync (howManyChars=1000) @host-ext4-jdk25' 5, 'fileOutputStreamSync (howManyChars=2000) @host-ext4-jdk25' 6, 'fileOutputStreamSync (howManyChars=10000) @host-ext4-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,966 dynamic font 'Sans,10'
set output 'kotlin-write-sample-on-ext4.svg'
replot
unset output
