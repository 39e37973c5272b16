# iobench chart: Stream vs channel (avgt): candidate / baseline
# re-render: gnuplot stream-vs-channel-avgt.gp (in this folder)
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
set terminal pngcairo noenhanced size 1240,973 font "Sans,10"
set output "stream-vs-channel-avgt.png"
$data << EOD
"channelReadDevZero bufferSize=8 @container-ext4-jdk17" 1.0941360687075556 1.0941360687075556 1.0941360687075556
"channelReadDevZero bufferSize=8192 @container-ext4-jdk17" 0.7932019965369019 0.7932019965369019 0.7932019965369019
"channelReadDevZero bufferSize=8 @container-ext4-jdk25" 1.2973517976762576 1.2973517976762576 1.2973517976762576
"channelReadDevZero bufferSize=8192 @container-ext4-jdk25" 0.8923711393777224 0.8923711393777224 0.8923711393777224
"channelReadDevZero bufferSize=8 @container-overlay-jdk17" 1.1525790190848169 1.1525790190848169 1.1525790190848169
"channelReadDevZero bufferSize=8192 @container-overlay-jdk17" 0.8106017096303095 0.8106017096303095 0.8106017096303095
"channelReadDevZero bufferSize=8 @container-overlay-jdk25" 1.1108717605733027 1.1108717605733027 1.1108717605733027
"channelReadDevZero bufferSize=8192 @container-overlay-jdk25" 0.8049421301185724 0.8049421301185724 0.8049421301185724
"channelReadDevZero bufferSize=8 @container-tmpfs-jdk17" 1.0914044101403486 1.0914044101403486 1.0914044101403486
"channelReadDevZero bufferSize=8192 @container-tmpfs-jdk17" 0.8457127821416944 0.8457127821416944 0.8457127821416944
"channelReadDevZero bufferSize=8 @container-tmpfs-jdk25" 1.0536968107024132 1.0536968107024132 1.0536968107024132
"channelReadDevZero bufferSize=8192 @container-tmpfs-jdk25" 0.8407010501780983 0.8407010501780983 0.8407010501780983
"channelReadDevZero bufferSize=8 @host-ext4-jdk17" 1.210482219112001 1.210482219112001 1.210482219112001
"channelReadDevZero bufferSize=8192 @host-ext4-jdk17" 0.8580693222337028 0.8580693222337028 0.8580693222337028
"channelReadDevZero bufferSize=8 @host-ext4-jdk25" 1.1205460726170486 1.1205460726170486 1.1205460726170486
"channelReadDevZero bufferSize=8192 @host-ext4-jdk25" 0.8275107451404635 0.8275107451404635 0.8275107451404635
"channelReadDevZero bufferSize=8 @host-tmpfs-jdk17" 1.1174741665023702 1.1174741665023702 1.1174741665023702
"channelReadDevZero bufferSize=8192 @host-tmpfs-jdk17" 0.8739485692533299 0.8739485692533299 0.8739485692533299
"channelReadDevZero bufferSize=8 @host-tmpfs-jdk25" 1.174232210124963 1.174232210124963 1.174232210124963
"channelReadDevZero bufferSize=8192 @host-tmpfs-jdk25" 0.952648950370225 0.952648950370225 0.952648950370225
EOD
set title "Stream vs channel (avgt): candidate / baseline"
set ylabel "ratio of means, 0.999 CI (none: n too small) (time: below 1 = candidate faster)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 37
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 1240,973 dynamic font "Sans,10"
set output "stream-vs-channel-avgt.svg"
replot
unset output
