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
"fileChannelForce batch=1 @container-ext4-jdk17" 98.03137442773175 -13360.373713423482 13556.436462278945
"fileChannelForce batch=100 @container-ext4-jdk17" 1.6511893184711803 -18.254435380559524 21.556814017501882
"fileChannelForce batch=1 @container-ext4-jdk25" 115.08241632090345 -14071.642182201209 14301.807014843016
"fileChannelForce batch=100 @container-ext4-jdk25" 1.4496262040885801 -4.679866450257665 7.579118858434825
"fileChannelForce batch=1 @container-overlay-jdk17" 23.254152289648864 -886.7945704786382 933.302875057936
"fileChannelForce batch=100 @container-overlay-jdk17" 0.5796716298136726 -32.61988527266749 33.77922853229484
"fileChannelForce batch=1 @container-overlay-jdk25" 18.601169736347334 -903.1730539106256 940.3753933833202
"fileChannelForce batch=100 @container-overlay-jdk25" 0.49506987864118523 -16.733780739446857 17.723920496729228
"fileChannelForce batch=1 @container-tmpfs-jdk17" 0.26195692880454174 -12.643276910796276 13.16719076840536
"fileChannelForce batch=100 @container-tmpfs-jdk17" 0.16660966271192143 -8.846362257448288 9.179581582872132
"fileChannelForce batch=1 @container-tmpfs-jdk25" 0.2675895109128338 -11.607266048431756 12.142445070257422
"fileChannelForce batch=100 @container-tmpfs-jdk25" 0.19177074178667813 -8.420460725833705 8.804002209407061
"fileChannelForce batch=1 @host-ext4-jdk17" 42.02584900325113 -745.3184223662107 829.3701203727129
"fileChannelForce batch=100 @host-ext4-jdk17" 1.0041504018282676 -54.65542539748683 56.66372620114337
"fileChannelForce batch=1 @host-ext4-jdk25" 41.1792012922087 -2882.15069599463 2964.5090985790475
"fileChannelForce batch=100 @host-ext4-jdk25" 0.8147712118390537 -1.1333981559457422 2.7629405796238493
"fileChannelForce batch=1 @host-tmpfs-jdk17" 0.2679296761390141 -19.542028263888447 20.07788761616648
"fileChannelForce batch=100 @host-tmpfs-jdk17" 0.18523044151228638 -14.198290947143379 14.568751830167953
"fileChannelForce batch=1 @host-tmpfs-jdk25" 0.23717264488365397 0.011246298766631718 0.4630989910006762
"fileChannelForce batch=100 @host-tmpfs-jdk25" 0.17350692970850623 -0.0921908576963692 0.43920471711338166
EOD
set title "Commit-log batch sizes vs Files.write (avgt): candidate / baseline"
set ylabel "ratio of means, 0.999 CI (time: below 1 = candidate faster)"
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
