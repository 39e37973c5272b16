# iobench chart: Commit-log batch sizes vs Files.write (avgt): candidate / baseline
# re-render: gnuplot commitlog-batch-avgt.gp (in this folder)
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
set terminal pngcairo noenhanced size 1240,917 font "Sans,10"
set output "commitlog-batch-avgt.png"
$data << EOD
"fileChannelForce batch=1 @container-ext4-jdk17" 98.03137442773175 98.03137442773175 98.03137442773175
"fileChannelForce batch=100 @container-ext4-jdk17" 1.6511893184711803 1.6511893184711803 1.6511893184711803
"fileChannelForce batch=1 @container-ext4-jdk25" 115.08241632090345 115.08241632090345 115.08241632090345
"fileChannelForce batch=100 @container-ext4-jdk25" 1.4496262040885801 1.4496262040885801 1.4496262040885801
"fileChannelForce batch=1 @container-overlay-jdk17" 23.254152289648864 23.254152289648864 23.254152289648864
"fileChannelForce batch=100 @container-overlay-jdk17" 0.5796716298136726 0.5796716298136726 0.5796716298136726
"fileChannelForce batch=1 @container-overlay-jdk25" 18.601169736347334 18.601169736347334 18.601169736347334
"fileChannelForce batch=100 @container-overlay-jdk25" 0.49506987864118523 0.49506987864118523 0.49506987864118523
"fileChannelForce batch=1 @container-tmpfs-jdk17" 0.26195692880454174 0.26195692880454174 0.26195692880454174
"fileChannelForce batch=100 @container-tmpfs-jdk17" 0.16660966271192143 0.16660966271192143 0.16660966271192143
"fileChannelForce batch=1 @container-tmpfs-jdk25" 0.2675895109128338 0.2675895109128338 0.2675895109128338
"fileChannelForce batch=100 @container-tmpfs-jdk25" 0.19177074178667813 0.19177074178667813 0.19177074178667813
"fileChannelForce batch=1 @host-ext4-jdk17" 42.02584900325113 42.02584900325113 42.02584900325113
"fileChannelForce batch=100 @host-ext4-jdk17" 1.0041504018282676 1.0041504018282676 1.0041504018282676
"fileChannelForce batch=1 @host-ext4-jdk25" 41.1792012922087 41.1792012922087 41.1792012922087
"fileChannelForce batch=100 @host-ext4-jdk25" 0.8147712118390537 0.8147712118390537 0.8147712118390537
"fileChannelForce batch=1 @host-tmpfs-jdk17" 0.2679296761390141 0.2679296761390141 0.2679296761390141
"fileChannelForce batch=100 @host-tmpfs-jdk17" 0.18523044151228638 0.18523044151228638 0.18523044151228638
"fileChannelForce batch=1 @host-tmpfs-jdk25" 0.23717264488365397 0.23717264488365397 0.23717264488365397
"fileChannelForce batch=100 @host-tmpfs-jdk25" 0.17350692970850623 0.17350692970850623 0.17350692970850623
EOD
set title "Commit-log batch sizes vs Files.write (avgt): candidate / baseline"
set ylabel "ratio of means, 0.999 CI (none: n too small) (time: below 1 = candidate faster)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 32
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 1240,917 dynamic font "Sans,10"
set output "commitlog-batch-avgt.svg"
replot
unset output
