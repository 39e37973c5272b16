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
"bufferedWriterFlush" 1.1866746170231957 5.874177268845309 1.1448560362573748 19.703406078759333 1.5158911796825252 112.7244018479887 1.5106865358538064 24.750349075875306 1.0387557020512546 1.8559841999255677 1.0073535318308984 1.3192220710633233 1.1577572883876965 12.573300715859702 1.078140370563863 26.41624268718726 0.9947012778770505 28.08860607664977 0.9819008647939833 4.904494050818654
"filesWriteAppend" 5.349563664055815 363.3077053595448 5.254215448620929 367.8919986504224 7.15507631732801 422.6202419890649 8.49320340834083 343.7692843334371 5.46456638145146 285.97881428488785 4.403698474718418 197.41751747402046 4.573116477106458 258.61590700021645 4.706251492491914 147.51012026998768 4.4092438236710105 341.2935330747505 4.626593384176151 22.178642438484506
"randomAccessFileSync" 468.6249388111888 8153.252279651282 685.4504120032441 31549.556077790094 160.12865375427538 1194.1426556419308 185.1925568443907 1742.789476805463 2.8025606624741304 49.114595189887 2.1641451285969016 5.1737863257780665 171.54879548928668 1769.5009079377498 178.5923335119473 1711.0640061424 2.1930807046574805 33.316160230698394 2.02821950098103 18.30228688020229
EOD
set title "CommitLogBenchmark (avgt, us/op)"
set ylabel "us/op, lower is better"
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
