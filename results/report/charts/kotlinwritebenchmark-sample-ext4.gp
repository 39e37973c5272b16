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
"fileOutputStreamSync (howManyChars=500)" 257.8672717165076 24.17630148182585 276.39286821815153 22.39277998985991
"fileOutputStreamSync (howManyChars=1000)" 273.3159162063076 48.30523556263407 269.1942946036983 29.623348993627737
"fileOutputStreamSync (howManyChars=2000)" 263.4670932564007 18.742360359138342 240.6399359685353 16.839655566725657
"fileOutputStreamSync (howManyChars=10000)" 264.2376409207939 25.875546579848944 269.20603265431487 10.957810614256845
"writeText (howManyChars=500)" 156.8061524568082 9.322500493694827 162.91981042641407 12.306429398281319
"writeText (howManyChars=1000)" 181.22690729663063 31.04781103195063 158.70053368303877 10.30924486338398
"writeText (howManyChars=2000)" 169.00408414227172 11.255486613629154 156.39250093400136 16.294999994898728
"writeText (howManyChars=10000)" 180.77392721550558 17.219745840222 174.9092593648137 6.440029926130124
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
