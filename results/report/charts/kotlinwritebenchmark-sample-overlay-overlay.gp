# iobench chart: KotlinWriteBenchmark (sample, us/op) on overlay (overlay)
# re-render: gnuplot kotlinwritebenchmark-sample-overlay-overlay.gp (in this folder)
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
set output 'kotlinwritebenchmark-sample-overlay-overlay.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500)" 258.4060805982224 45.36329886748575 259.8643313342994 44.73461274688098
"fileOutputStreamSync (howManyChars=1000)" 238.92632840655526 4.844097194717325 244.2917837193901 37.35432603976012
"fileOutputStreamSync (howManyChars=2000)" 260.1484484854096 35.446680162381774 248.17281456039908 13.798020183809976
"fileOutputStreamSync (howManyChars=10000)" 263.57639113125924 39.62566935473935 255.42389245033772 11.019718268188903
"writeText (howManyChars=500)" 147.7635199001208 9.610877340469198 158.1344922668293 16.944078229578725
"writeText (howManyChars=1000)" 154.34833002977388 17.5638889466704 165.7289866582623 48.59159289176997
"writeText (howManyChars=2000)" 164.8196605424892 8.846136882030704 158.1414272743734 7.372169236639211
"writeText (howManyChars=10000)" 185.0008723948378 19.354138452020578 177.36302941205017 9.789897780896741
EOD
set title 'KotlinWriteBenchmark (sample, us/op) on overlay (overlay)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 23
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-overlay-overlay.svg'
replot
unset output
