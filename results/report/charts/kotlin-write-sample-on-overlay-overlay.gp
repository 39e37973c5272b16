# iobench chart: Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on overlay (overlay)
# re-render: gnuplot kotlin-write-sample-on-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,1022 font 'Sans,10'
set output 'kotlin-write-sample-on-overlay-overlay.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500) @container-overlay-jdk17" 1.8308480894687793 1.4636648553111387 2.290144984043445 1
"fileOutputStreamSync (howManyChars=1000) @container-overlay-jdk17" 1.5977162933684672 1.3442202989728944 1.899017115011256 1
"fileOutputStreamSync (howManyChars=2000) @container-overlay-jdk17" 1.6046319272125724 1.43394023002084 1.7956422226835167 1
"fileOutputStreamSync (howManyChars=10000) @container-overlay-jdk17" 1.421925712225027 1.2459667081928583 1.6227341531614121 1
"fileOutputStreamSync (howManyChars=500) @container-overlay-jdk25" 1.6987522281639926 1.543245872319216 1.8699283014153554 1
"fileOutputStreamSync (howManyChars=1000) @container-overlay-jdk25" 1.481967213114754 1.0539806189622996 2.083744977122458 1
"fileOutputStreamSync (howManyChars=2000) @container-overlay-jdk25" 1.602974828375286 1.4871390730035492 1.7278332249149675 1
"fileOutputStreamSync (howManyChars=10000) @container-overlay-jdk25" 1.4587576374745417 1.3016615171119124 1.6348135186571322 1
EOD
set title 'Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on overlay (overlay)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 36
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileOutputStreamSync (howManyChars=500) @container-overlay-jdk17' 0, 'fileOutputStreamSync (howManyChars=1000) @container-overlay-jdk17' 1, 'fileOutputStreamSync (howManyChars=2000) @container-overlay-jdk17' 2, 'fileOutputStreamSync (howManyChars=10000) @container-overlay-jdk17' 3, 'fileOutputStreamSync (howManyChars=500) @container-overlay-jdk25' 4, 'fileOutputStreamSync (howManyChars=1000) @container-overlay-jdk25' 5, 'fileOutputStreamSync (howManyChars=2000) @container-overlay-jdk25' 6, 'fileOutputStreamSync (howManyChars=10000) @container-overlay-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,1022 dynamic font 'Sans,10'
set output 'kotlin-write-sample-on-overlay-overlay.svg'
replot
unset output
