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
set terminal pngcairo noenhanced size 900,847 font 'Sans,10'
set output 'kotlin-write-sample-on-overlay-overlay.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500)" 1.6517646641997996 1.5746101528792298 1.7326996786539426 1
"fileOutputStreamSync (howManyChars=1000)" 1.5985259050509433 1.5004482838441937 1.7030144235109657 1
"fileOutputStreamSync (howManyChars=2000)" 1.5946482700951186 1.4916571242886623 1.7047504174459716 1
"fileOutputStreamSync (howManyChars=10000)" 1.4939715141134515 1.4334961874675385 1.5569981312091778 1
EOD
set title 'Kotlin write: writeText vs fileOutputStreamSync (sample): candidate / baseline on overlay (overlay)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (over fork medians), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:3.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 23
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileOutputStreamSync (howManyChars=500)' 0, 'fileOutputStreamSync (howManyChars=1000)' 1, 'fileOutputStreamSync (howManyChars=2000)' 2, 'fileOutputStreamSync (howManyChars=10000)' 3)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlin-write-sample-on-overlay-overlay.svg'
replot
unset output
