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
"fileChannelForce batch=1 @container-ext4-jdk17" 0.005317141849436874 -0.561168605152863 0.5718028888517368
"fileChannelForce batch=100 @container-ext4-jdk17" 0.4333830970616848 -3.185348318594038 4.052114512717408
"fileChannelForce batch=1 @container-ext4-jdk25" 0.0051330466556033585 -0.6303189347699716 0.6405850280811782
"fileChannelForce batch=100 @container-ext4-jdk25" 0.40326857590605514 -18.512383562187008 19.318920713999116
"fileChannelForce batch=1 @container-overlay-jdk17" 0.04602309297026465 -2.150573677623631 2.2426198635641605
"fileChannelForce batch=100 @container-overlay-jdk17" 1.5526804833795225 -63.990047859793414 67.09540882655246
"fileChannelForce batch=1 @container-overlay-jdk25" 0.05445873024356148 -2.694895032287355 2.803812492774478
"fileChannelForce batch=100 @container-overlay-jdk25" 2.123955079181601 -6.445675517333857 10.693585675697058
"fileChannelForce batch=1 @container-tmpfs-jdk17" 3.9307510747389798 -192.18142213106603 200.042924280544
"fileChannelForce batch=100 @container-tmpfs-jdk17" 6.3142613808915105 -15.087663645580372 27.716186407363395
"fileChannelForce batch=1 @container-tmpfs-jdk25" 4.308220094974688 -104.0026002622607 112.61904045221007
"fileChannelForce batch=100 @container-tmpfs-jdk25" 6.247549743159396 -40.821502845987155 53.31660233230595
"fileChannelForce batch=1 @host-ext4-jdk17" 0.024257906754828116 -2.291637371071514 2.3401531845811703
"fileChannelForce batch=100 @host-ext4-jdk17" 0.771318135544053 -5.40887903442543 6.951515305513537
"fileChannelForce batch=1 @host-ext4-jdk25" 0.024954416229916336 -1.4944887590227833 1.5443975914826158
"fileChannelForce batch=100 @host-ext4-jdk25" 1.0121390877796859 -19.46765802707609 21.491936202635465
"fileChannelForce batch=1 @host-tmpfs-jdk17" 4.318230066095652 -189.76907966199812 198.40553979418942
"fileChannelForce batch=100 @host-tmpfs-jdk17" 6.430602096843531 -15.467370349239852 28.328574542926916
"fileChannelForce batch=1 @host-tmpfs-jdk25" 3.7011723170908963 -38.50914023663395 45.911484870815734
"fileChannelForce batch=100 @host-tmpfs-jdk25" 5.216136839312473 -7.459892616405679 17.892166295030627
EOD
set title "Commit-log batch sizes vs Files.write (thrpt): candidate / baseline"
set ylabel "ratio of means, 0.999 CI (throughput: above 1 = candidate faster)"
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
