# iobench chart: KotlinWriteBenchmark (sample, us/op) on ext4
# re-render: gnuplot kotlinwritebenchmark-sample-ext4.gp (in this folder)
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
set output 'kotlinwritebenchmark-sample-ext4.png'
$data << EOD
"fileOutputStreamSync (howManyChars=500)" 241.2328347168533 10.120064139483196 242.65333282256182 16.876966550798343
"fileOutputStreamSync (howManyChars=1000)" 234.59058344289159 8.67816184745585 247.29947138902818 12.308688532309315
"fileOutputStreamSync (howManyChars=2000)" 244.90374521362907 13.575293122818097 250.2540025338418 14.409178908667773
"fileOutputStreamSync (howManyChars=10000)" 237.19146096714215 21.16947338284423 253.40926862176147 9.595350738684232
"writeText (howManyChars=500)" 146.53273745791444 5.714843547841105 149.38679100064743 5.373801293516504
"writeText (howManyChars=1000)" 154.36629922505142 11.269797003815508 150.10212025706656 6.029343476433556
"writeText (howManyChars=2000)" 159.32754976820758 20.8206156898981 151.92451298214985 7.1619344765519495
"writeText (howManyChars=10000)" 161.22116185662782 21.27124079335924 167.1565240309332 4.385031207016555
EOD
set title 'KotlinWriteBenchmark (sample, us/op) on ext4'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,847 dynamic font 'Sans,10'
set output 'kotlinwritebenchmark-sample-ext4.svg'
replot
unset output
