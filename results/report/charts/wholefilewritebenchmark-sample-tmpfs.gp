# iobench chart: WholeFileWriteBenchmark (sample, us/op) on tmpfs (1 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 1160,1245 font 'Sans,13'
set output 'wholefilewritebenchmark-sample-tmpfs.png'
$data << EOD
"fileChannelHeap (durability=NONE, writeMode=TRUNCATE)" 22.605174223559388 2.4479238120840523 19.759091990108082 3.948136790371644
"fileChannelHeap (durability=NONE, writeMode=IN_PLACE)" 16.23941245416029 6.569823083410553 12.597304003430464 2.3884657885515943
"fileChannelHeap (durability=NONE, writeMode=RENAME)" 52.09649480874841 16.474353297996977 32.746024629230384 4.006689543687583
"fileChannelHeap (durability=FDATASYNC, writeMode=TRUNCATE)" 36.86475543216657 41.53809101227061 15.751718008759319 5.490499146180764
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 13.704911731458843 11.07324408718689 12.251091553674831 3.1294520882927492
"fileChannelHeap (durability=FDATASYNC, writeMode=RENAME)" 57.20721746462251 30.2764470325899 45.635183735311166 8.10002743447782
"fileChannelHeap (durability=FSYNC, writeMode=TRUNCATE)" 26.065615866109823 9.990818760445633 19.200321790602697 6.1092410981395195
"fileChannelHeap (durability=FSYNC, writeMode=IN_PLACE)" 18.450841214919965 8.326248871077865 12.605925727084829 3.7518265517948004
"fileChannelHeap (durability=FSYNC, writeMode=RENAME)" 63.09725865880003 18.57958967372768 47.780763447581116 4.271992090715893
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 37.46349983797912 20.669946966245988 9.33116145647629 0.9074075951512635
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 18.57111582790635 15.791574684957164 11.49188957327811 7.3999900579895
"filesWrite (durability=NONE, writeMode=RENAME)" 44.29624807853411 29.89177708456985 29.735766835788358 5.5722221048669445
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 37.029527000852504 31.23290887326652 23.098053375356244 13.421316561083033
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 22.37274758296788 1.0918867287562646 12.545376939249737 4.143787037445242
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 53.27373298587423 11.891862692017988 35.60071373733401 12.55100809452452
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 29.596015199776698 7.55331861353872 18.486112756438015 5.309253961714294
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 26.523167759630766 8.761228180631903 12.281088835668266 4.99423887710535
"filesWrite (durability=FSYNC, writeMode=RENAME)" 85.501563570499 26.36515570617739 28.854745482862498 4.32130579495859
"randomAccessFile (durability=NONE, writeMode=TRUNCATE)" 22.332756839908097 4.936559352185613 13.063294270056744 6.239465279681646
"randomAccessFile (durability=NONE, writeMode=IN_PLACE)" 15.885629435273325 5.714508708651891 6.468934064566618 1.2065325158321032
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on tmpfs (1 of 2)'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 32
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#bcbd22' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#17becf' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 1160,1245 dynamic font 'Sans,13'
set output 'wholefilewritebenchmark-sample-tmpfs.svg'
replot
unset output
