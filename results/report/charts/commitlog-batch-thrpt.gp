# iobench chart: Commit-log batch sizes vs Files.write (thrpt): candidate / baseline
# re-render: gnuplot commitlog-batch-thrpt.gp (in this folder)
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
set output "commitlog-batch-thrpt.png"
$data << EOD
"fileChannelForce batch=1 @container-ext4-jdk17" 0.005317141849436874 0.005317141849436874 0.005317141849436874
"fileChannelForce batch=100 @container-ext4-jdk17" 0.4333830970616848 0.4333830970616848 0.4333830970616848
"fileChannelForce batch=1 @container-ext4-jdk25" 0.0051330466556033585 0.0051330466556033585 0.0051330466556033585
"fileChannelForce batch=100 @container-ext4-jdk25" 0.40326857590605514 0.40326857590605514 0.40326857590605514
"fileChannelForce batch=1 @container-overlay-jdk17" 0.04602309297026465 0.04602309297026465 0.04602309297026465
"fileChannelForce batch=100 @container-overlay-jdk17" 1.5526804833795225 1.5526804833795225 1.5526804833795225
"fileChannelForce batch=1 @container-overlay-jdk25" 0.05445873024356148 0.05445873024356148 0.05445873024356148
"fileChannelForce batch=100 @container-overlay-jdk25" 2.123955079181601 2.123955079181601 2.123955079181601
"fileChannelForce batch=1 @container-tmpfs-jdk17" 3.9307510747389798 3.9307510747389798 3.9307510747389798
"fileChannelForce batch=100 @container-tmpfs-jdk17" 6.3142613808915105 6.3142613808915105 6.3142613808915105
"fileChannelForce batch=1 @container-tmpfs-jdk25" 4.308220094974688 4.308220094974688 4.308220094974688
"fileChannelForce batch=100 @container-tmpfs-jdk25" 6.247549743159396 6.247549743159396 6.247549743159396
"fileChannelForce batch=1 @host-ext4-jdk17" 0.024257906754828116 0.024257906754828116 0.024257906754828116
"fileChannelForce batch=100 @host-ext4-jdk17" 0.771318135544053 0.771318135544053 0.771318135544053
"fileChannelForce batch=1 @host-ext4-jdk25" 0.024954416229916336 0.024954416229916336 0.024954416229916336
"fileChannelForce batch=100 @host-ext4-jdk25" 1.0121390877796859 1.0121390877796859 1.0121390877796859
"fileChannelForce batch=1 @host-tmpfs-jdk17" 4.318230066095652 4.318230066095652 4.318230066095652
"fileChannelForce batch=100 @host-tmpfs-jdk17" 6.430602096843531 6.430602096843531 6.430602096843531
"fileChannelForce batch=1 @host-tmpfs-jdk25" 3.7011723170908963 3.7011723170908963 3.7011723170908963
"fileChannelForce batch=100 @host-tmpfs-jdk25" 5.216136839312473 5.216136839312473 5.216136839312473
EOD
set title "Commit-log batch sizes vs Files.write (thrpt): candidate / baseline"
set ylabel "ratio of means, 0.999 CI (none: n too small) (throughput: above 1 = candidate faster)"
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
set output "commitlog-batch-thrpt.svg"
replot
unset output
