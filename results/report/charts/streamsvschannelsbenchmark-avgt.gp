# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op)
# re-render: gnuplot streamsvschannelsbenchmark-avgt.gp (in this folder)
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
set terminal pngcairo noenhanced size 1240,812 font "Sans,10"
set output "streamsvschannelsbenchmark-avgt.png"
$data << EOD
"channelReadDevZero (bufferSize=8)" 444.917916558604 0 496.9215452992037 0 447.04932244179145 0 455.0866075049514 0 450.89912438657285 0 425.1286704406199 0 435.03316849526686 0 391.678239812111 0 407.94745877237915 0 417.5224702260073 0
"channelReadDevZero (bufferSize=8192)" 948.8520064899332 0 992.4346986332852 0 887.9486621821802 0 1001.7009535029486 0 959.2830373707175 0 951.8159952376366 0 954.9653003412573 0 885.6310487743382 0 937.6095597081928 0 1026.1417912671773 0
"streamReadDevZero (bufferSize=8)" 406.63856103762464 0 383.027599907181 0 387.86869710396286 0 409.66619519618416 0 413.13661571936444 0 403.46394344424516 0 359.38831783452656 0 349.54228958863047 0 365.0620936045718 0 355.57061595301843 0
"streamReadDevZero (bufferSize=8192)" 1196.2299775247602 0 1112.1322226146176 0 1095.4191826059018 0 1244.4384708195016 0 1134.2893918919094 0 1132.1693901012723 0 1112.923251766323 0 1070.2351044686545 0 1072.8429483090208 0 1077.1457742837915 0
EOD
set title "StreamsVsChannelsBenchmark (avgt, ns/op)"
set ylabel "ns/op, lower is better, bars: 0.999 CI (none: n too small)"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set style fill solid 0.7 border -1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 23
set key outside top center horizontal
set yrange [0:*]
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
set terminal svg noenhanced size 1240,812 dynamic font "Sans,10"
set output "streamsvschannelsbenchmark-avgt.svg"
replot
unset output
