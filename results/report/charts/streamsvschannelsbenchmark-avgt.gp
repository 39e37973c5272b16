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
"channelReadDevZero (bufferSize=8)" 444.917916558604 7312.876201691323 496.9215452992037 8657.694194963773 447.04932244179145 9201.899240805189 455.0866075049514 3836.3698251229735 450.89912438657285 5874.669944752313 425.1286704406199 5804.254586786943 435.03316849526686 4565.919391473817 391.678239812111 3177.3688157537686 407.94745877237915 1735.7393846895875 417.5224702260073 9121.67461166854
"channelReadDevZero (bufferSize=8192)" 948.8520064899332 1180.557664746616 992.4346986332852 4492.691741466171 887.9486621821802 5520.5245160692 1001.7009535029486 7240.479832978864 959.2830373707175 996.6071361055878 951.8159952376366 22063.23421523633 954.9653003412573 14650.2323876836 885.6310487743382 2610.9370898091943 937.6095597081928 3292.480304752041 1026.1417912671773 31676.82747114366
"streamReadDevZero (bufferSize=8)" 406.63856103762464 9099.721431637689 383.027599907181 5529.363159753568 387.86869710396286 7585.465271334364 409.66619519618416 15289.454917253175 413.13661571936444 7401.932693098708 403.46394344424516 725.4643049166734 359.38831783452656 3015.4236994670578 349.54228958863047 20.03373202316363 365.0620936045718 10487.348184762443 355.57061595301843 3142.767592204021
"streamReadDevZero (bufferSize=8192)" 1196.2299775247602 35411.93255747055 1112.1322226146176 18848.730999798016 1095.4191826059018 29853.025710761198 1244.4384708195016 12906.403114041226 1134.2893918919094 4651.815677339899 1132.1693901012723 9820.909888420958 1112.923251766323 17581.502671077807 1070.2351044686545 551.4438294913253 1072.8429483090208 625.8530673743128 1077.1457742837915 6914.911141638427
EOD
set title "StreamsVsChannelsBenchmark (avgt, ns/op)"
set ylabel "ns/op, lower is better"
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
