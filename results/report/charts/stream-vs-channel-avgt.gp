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
"channelReadDevZero bufferSize=8 @container-ext4-jdk17" 1.0941360687075556 -0.6240548574794831 2.8123269948945944
"channelReadDevZero bufferSize=8192 @container-ext4-jdk17" 0.7932019965369019 -22.38448249106771 23.970886484141513
"channelReadDevZero bufferSize=8 @container-ext4-jdk25" 1.2973517976762576 -1.1167443446532836 3.711447940005799
"channelReadDevZero bufferSize=8192 @container-ext4-jdk25" 0.8923711393777224 -7.416474768974139 9.201217047729584
"channelReadDevZero bufferSize=8 @container-overlay-jdk17" 1.1525790190848169 -0.6471480915248731 2.952306129694507
"channelReadDevZero bufferSize=8192 @container-overlay-jdk17" 0.8106017096303095 -14.39240079465177 16.01360421391239
"channelReadDevZero bufferSize=8 @container-overlay-jdk25" 1.1108717605733027 -20.135124169099925 22.35686769024653
"channelReadDevZero bufferSize=8192 @container-overlay-jdk25" 0.8049421301185724 -0.29892132491675505 1.9088055851538999
"channelReadDevZero bufferSize=8 @container-tmpfs-jdk17" 1.0914044101403486 -0.29653852441775164 2.479347344698449
"channelReadDevZero bufferSize=8192 @container-tmpfs-jdk17" 0.8457127821416944 -1.274932616786249 2.9663581810696376
"channelReadDevZero bufferSize=8 @container-tmpfs-jdk25" 1.0536968107024132 -10.953001042360807 13.060394663765635
"channelReadDevZero bufferSize=8192 @container-tmpfs-jdk25" 0.8407010501780983 -2.9710109358511203 4.652413036207317
"channelReadDevZero bufferSize=8 @host-ext4-jdk17" 1.210482219112001 -0.04201023665490289 2.4629746748789048
"channelReadDevZero bufferSize=8192 @host-ext4-jdk17" 0.8580693222337028 -0.16979892831071708 1.8859375727781227
"channelReadDevZero bufferSize=8 @host-ext4-jdk25" 1.1205460726170486 -7.9652397202920655 10.206331865526163
"channelReadDevZero bufferSize=8192 @host-ext4-jdk25" 0.8275107451404635 -0.6601596930817955 2.3151811833627223
"channelReadDevZero bufferSize=8 @host-tmpfs-jdk17" 1.1174741665023702 -22.350827591855623 24.58577592486036
"channelReadDevZero bufferSize=8192 @host-tmpfs-jdk17" 0.8739485692533299 -1.1701647044712522 2.9180618429779117
"channelReadDevZero bufferSize=8 @host-tmpfs-jdk25" 1.174232210124963 -7.379017954728937 9.727482374978862
"channelReadDevZero bufferSize=8192 @host-tmpfs-jdk25" 0.952648950370225 -16.531770487742843 18.437068388483294
EOD
set title "Stream vs channel (avgt): candidate / baseline"
set ylabel "ratio of means, 0.999 CI (time: below 1 = candidate faster)"
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
