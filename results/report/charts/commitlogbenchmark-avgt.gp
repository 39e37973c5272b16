# iobench chart: CommitLogBenchmark (avgt, us/op)
# re-render: gnuplot commitlogbenchmark-avgt.gp (in this folder)
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
set terminal pngcairo noenhanced size 960,700 font "Sans,10"
set output "commitlogbenchmark-avgt.png"
$data << EOD
"bufferedWriterFlush" 1.1866746170231957 0 1.1448560362573748 0 1.5158911796825252 0 1.5106865358538064 0 1.0387557020512546 0 1.0073535318308984 0 1.1577572883876965 0 1.078140370563863 0 0.9947012778770505 0 0.9819008647939833 0
"filesWriteAppend" 5.349563664055815 0 5.254215448620929 0 7.15507631732801 0 8.49320340834083 0 5.46456638145146 0 4.403698474718418 0 4.573116477106458 0 4.706251492491914 0 4.4092438236710105 0 4.626593384176151 0
"randomAccessFileSync" 468.6249388111888 0 685.4504120032441 0 160.12865375427538 0 185.1925568443907 0 2.8025606624741304 0 2.1641451285969016 0 171.54879548928668 0 178.5923335119473 0 2.1930807046574805 0 2.02821950098103 0
EOD
set title "CommitLogBenchmark (avgt, us/op)"
set ylabel "us/op, lower is better, bars: 0.999 CI (none: n too small)"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set style fill solid 0.7 border -1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 14
set key outside top center horizontal
set logscale y
set yrange [0.49095043239699165:*]
plot $data using 2:3:xtic(1) title "container-ext4-jdk17", \
     $data using 4:5 title "container-ext4-jdk25", \
     $data using 6:7 title "container-overlay-jdk17", \
     $data using 8:9 title "container-overlay-jdk25", \
     $data using 10:11 title "container-tmpfs-jdk17", \
     $data using 12:13 title "container-tmpfs-jdk25", \
     $data using 14:15 title "host-ext4-jdk17", \
     $data using 16:17 title "host-ext4-jdk25", \
     $data using 18:19 title "host-tmpfs-jdk17", \
     $data using 20:21 title "host-tmpfs-jdk25"
set terminal svg noenhanced size 960,700 dynamic font "Sans,10"
set output "commitlogbenchmark-avgt.svg"
replot
unset output
