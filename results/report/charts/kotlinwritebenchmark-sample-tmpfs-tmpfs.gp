# iobench chart: KotlinWriteBenchmark (sample, us/op) on tmpfs (tmpfs)
# re-render: gnuplot kotlinwritebenchmark-sample-tmpfs-tmpfs.gp (in this folder)
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
set output 'kotlinwritebenchmark-sample-tmpfs-tmpfs.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500)" 10.594662214061568 0.8339550720058773
"fileOutputStreamSync (howManyChars=1000)" 10.542110490962132 0.31860151131466347
"fileOutputStreamSync (howManyChars=2000)" 10.861339369908666 0.6469851680296215
"fileOutputStreamSync (howManyChars=10000)" 17.40454204738063 0.6043870362645744
"writeText (howManyChars=500)" 9.966619666526631 0.3688575783837265
"writeText (howManyChars=1000)" 10.481274546198513 0.380800196112771
"writeText (howManyChars=2000)" 10.598937775491352 0.6121932693054802
"writeText (howManyChars=10000)" 17.735980103539806 2.8362670087678765
EOD
set title 'KotlinWriteBenchmark (sample, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-tmpfs-tmpfs.svg'
replot
unset output
