# iobench chart: KotlinWriteBenchmark (sample, us/op) on tmpfs
# re-render: gnuplot kotlinwritebenchmark-sample-tmpfs.gp (in this folder)
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
set output 'kotlinwritebenchmark-sample-tmpfs.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500)" 9.740026270706895 0.2230579087416543 9.596712930500097 0.2846605413032059
"fileOutputStreamSync (howManyChars=1000)" 10.58166160328578 1.9559742813995846 9.810289066014862 0.1351892372955062
"fileOutputStreamSync (howManyChars=2000)" 11.531120472779456 0.6761601386296393 11.1792299072155 0.3853986993262518
"fileOutputStreamSync (howManyChars=10000)" 18.76076070159081 1.1778502963190265 17.365385515798728 0.2628100906897457
"writeText (howManyChars=500)" 9.470406778394587 0.3902266997345871 9.222879557068474 0.294780258555072
"writeText (howManyChars=1000)" 10.452024761912334 1.7972616559186487 9.623962839739644 0.27935376563290315
"writeText (howManyChars=2000)" 10.917007907532382 0.7189550495947401 10.56222969405733 0.1815927217876501
"writeText (howManyChars=10000)" 18.37950354335575 1.06220989938853 17.078770713509712 0.27649901844754465
EOD
set title 'KotlinWriteBenchmark (sample, us/op) on tmpfs'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-tmpfs.svg'
replot
unset output
