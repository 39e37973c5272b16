# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline
# re-render: gnuplot fsync-vs-none-sample.gp (in this folder)
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
set terminal pngcairo noenhanced size 4000,1057 font "Sans,10"
set output "fsync-vs-none-sample.png"
$data << EOD
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" 6.440544649557794 6.440544649557794 6.440544649557794
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" 24.119457198257336 24.119457198257336 24.119457198257336
"fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk17" 9.590540059228863 9.590540059228863 9.590540059228863
"filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" 9.315367233335827 9.315367233335827 9.315367233335827
"filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" 42.241459351523396 42.241459351523396 42.241459351523396
"filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk17" 14.201039452974166 14.201039452974166 14.201039452974166
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" 8.624537786362072 8.624537786362072 8.624537786362072
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" 78.54510043925858 78.54510043925858 78.54510043925858
"randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk17" 15.165450383335422 15.165450383335422 15.165450383335422
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" 5.377282063718997 5.377282063718997 5.377282063718997
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" 30.379948529024862 30.379948529024862 30.379948529024862
"fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk25" 14.387210571834585 14.387210571834585 14.387210571834585
"filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" 7.886020244654672 7.886020244654672 7.886020244654672
"filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" 53.87219510818894 53.87219510818894 53.87219510818894
"filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk25" 12.949668703107982 12.949668703107982 12.949668703107982
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" 9.31811109675019 9.31811109675019 9.31811109675019
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" 89.88674809361108 89.88674809361108 89.88674809361108
"randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk25" 12.605082026845901 12.605082026845901 12.605082026845901
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" 1.570912148809093 1.570912148809093 1.570912148809093
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" 12.0665919759832 12.0665919759832 12.0665919759832
"fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk17" 3.913028226647514 3.913028226647514 3.913028226647514
"filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" 1.6600693223942997 1.6600693223942997 1.6600693223942997
"filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" 18.512767094117724 18.512767094117724 18.512767094117724
"filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk17" 3.2685956775171925 3.2685956775171925 3.2685956775171925
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" 2.0185358461284966 2.0185358461284966 2.0185358461284966
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" 21.96943222131943 21.96943222131943 21.96943222131943
"randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk17" 3.9592542007398537 3.9592542007398537 3.9592542007398537
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" 1.817645297196738 1.817645297196738 1.817645297196738
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" 13.745685786959106 13.745685786959106 13.745685786959106
"fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk25" 2.6658990402660967 2.6658990402660967 2.6658990402660967
"filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" 2.0357834820407943 2.0357834820407943 2.0357834820407943
"filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" 23.044417892520066 23.044417892520066 23.044417892520066
"filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk25" 2.9678234355740476 2.9678234355740476 2.9678234355740476
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" 2.4782884084773844 2.4782884084773844 2.4782884084773844
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" 31.127351750083015 31.127351750083015 31.127351750083015
"randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk25" 3.333103663618756 3.333103663618756 3.333103663618756
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" 0.4277428706716218 0.4277428706716218 0.4277428706716218
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" 0.562686423314464 0.562686423314464 0.562686423314464
"fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk17" 1.0092634448665823 1.0092634448665823 1.0092634448665823
"filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" 1.1820032883385332 1.1820032883385332 1.1820032883385332
"filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" 1.5201821004819973 1.5201821004819973 1.5201821004819973
"filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk17" 1.278690100496923 1.278690100496923 1.278690100496923
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" 0.994830337958048 0.994830337958048 0.994830337958048
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" 1.3258000637258762 1.3258000637258762 1.3258000637258762
"randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk17" 1.613613603245038 1.613613603245038 1.613613603245038
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" 0.5031302529361763 0.5031302529361763 0.5031302529361763
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" 0.6951310870221572 0.6951310870221572 0.6951310870221572
"fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk25" 1.1932075472267665 1.1932075472267665 1.1932075472267665
"filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" 1.4512412654484 1.4512412654484 1.4512412654484
"filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" 1.510033192973534 1.510033192973534 1.510033192973534
"filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk25" 1.4450301964363956 1.4450301964363956 1.4450301964363956
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" 1.0129983773855227 1.0129983773855227 1.0129983773855227
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" 1.3343330238347635 1.3343330238347635 1.3343330238347635
"randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk25" 1.6437237327633252 1.6437237327633252 1.6437237327633252
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" 1.5551925642233337 1.5551925642233337 1.5551925642233337
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" 22.412645751421156 22.412645751421156 22.412645751421156
"fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk17" 3.3771587968204275 3.3771587968204275 3.3771587968204275
"filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" 2.1745512140230403 2.1745512140230403 2.1745512140230403
"filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" 20.0560056316939 20.0560056316939 20.0560056316939
"filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk17" 3.1282265106913303 3.1282265106913303 3.1282265106913303
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" 2.3526836147177765 2.3526836147177765 2.3526836147177765
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" 30.792870670831086 30.792870670831086 30.792870670831086
"randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk17" 4.184344192449817 4.184344192449817 4.184344192449817
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" 2.076655946226098 2.076655946226098 2.076655946226098
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" 32.60549958830438 32.60549958830438 32.60549958830438
"fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk25" 3.6150099880394917 3.6150099880394917 3.6150099880394917
"filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" 1.9114047932061842 1.9114047932061842 1.9114047932061842
"filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" 28.06598418543221 28.06598418543221 28.06598418543221
"filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk25" 2.9298829521172887 2.9298829521172887 2.9298829521172887
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" 2.4551785595066833 2.4551785595066833 2.4551785595066833
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" 38.00985837116175 38.00985837116175 38.00985837116175
"randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk25" 3.973530772974046 3.973530772974046 3.973530772974046
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" 0.746594631082421 0.746594631082421 0.746594631082421
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" 0.7368278863857358 0.7368278863857358 0.7368278863857358
"fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk17" 0.998533166816424 0.998533166816424 0.998533166816424
"filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" 1.289327596672975 1.289327596672975 1.289327596672975
"filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" 1.2323365336599845 1.2323365336599845 1.2323365336599845
"filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk17" 1.521851307983296 1.521851307983296 1.521851307983296
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" 0.9470081052654414 0.9470081052654414 0.9470081052654414
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" 0.8677339967009585 0.8677339967009585 0.8677339967009585
"randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk17" 1.4467192666995685 1.4467192666995685 1.4467192666995685
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" 0.6895767991865847 0.6895767991865847 0.6895767991865847
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" 0.8146056981786715 0.8146056981786715 0.8146056981786715
"fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk25" 1.1686237826708639 1.1686237826708639 1.1686237826708639
"filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" 1.8612969982318457 1.8612969982318457 1.8612969982318457
"filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" 1.776732742110035 1.776732742110035 1.776732742110035
"filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk25" 1.8522704260214395 1.8522704260214395 1.8522704260214395
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" 0.7551256675406698 0.7551256675406698 0.7551256675406698
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" 1.8583399050624527 1.8583399050624527 1.8583399050624527
"randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk25" 2.3650880519814823 2.3650880519814823 2.3650880519814823
EOD
set title "FSYNC vs NONE per write API (sample): candidate / baseline"
set ylabel "ratio of means, 0.999 CI (none: n too small) (time: below 1 = candidate faster)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 44
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 4000,1057 dynamic font "Sans,10"
set output "fsync-vs-none-sample.svg"
replot
unset output
