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
"fileOutputStreamSync (howManyChars=500)" 9.862869109864018 0.9406375671952016 9.528515745151777 0.4119076943483597
"fileOutputStreamSync (howManyChars=1000)" 10.274235787399578 1.8113041810478907 10.01805738047127 0.7484129740510951
"fileOutputStreamSync (howManyChars=2000)" 11.246506261906054 1.2281181895526565 11.25228270112628 0.5409243610004814
"fileOutputStreamSync (howManyChars=10000)" 18.459502336312966 1.4261074291451008 17.556326720874438 0.9741287179887907
"writeText (howManyChars=500)" 9.368565121461057 0.5088357973925202 9.186188757061252 0.2320631966696427
"writeText (howManyChars=1000)" 9.377493039624966 0.044522796003567795 9.944301763648959 0.996496626142731
"writeText (howManyChars=2000)" 10.684177942224762 1.8223828625070644 10.72481082143436 0.4509716311527053
"writeText (howManyChars=10000)" 18.15430825262326 1.5123750171732748 17.620525159187324 1.259441303503328
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
