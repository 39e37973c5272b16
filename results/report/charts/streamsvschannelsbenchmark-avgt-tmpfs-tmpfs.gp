# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (tmpfs) (1 of 2)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 1160,1056 font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 371.7945770763474 7.734204075151588 389.11008869013284 21.696997739620482
"channelReadDevZero (bufferSize=8192)" 483.8064112822854 9.11926469864569 487.32956193344944 6.559114822658872
"channelReadFile (bufferSize=8)" 618.1974296764232 21.40694942541982 637.9548015544744 11.672965774910397
"channelReadFile (bufferSize=8192)" 1224.9295379670712 85.68829301853044 1353.5691240708745 41.9049695514766
"channelReadSocket (bufferSize=8)" 784.6698797260387 6.92457769068787 786.802442174353 19.758887531495443
"channelReadSocket (bufferSize=8192)" 3120.1063841266428 940.8432119032424 3251.1603330458975 1565.2410537025423
"channelWriteDevNull (bufferSize=8)" 350.25612721973295 11.508971577165873 353.456209354721 16.789918207978413
"channelWriteDevNull (bufferSize=8192)" 344.42272430916114 13.596161790496666 344.2341695882994 5.265781715520583
"channelWriteFile (bufferSize=8)" 783.5436040354982 14.931579952039018 799.9246626178256 28.195813486937165
"channelWriteFile (bufferSize=8192)" 1406.6703928409338 128.0409489669151 1485.7072623855352 141.32992708834618
"channelWriteSocket (bufferSize=8)" 1474.7037268913114 119.79787444611948 1436.4941268079872 105.92692353261192
"channelWriteSocket (bufferSize=8192)" 3266.7849415345822 174.2879710199924 3284.0277012233614 60.9125458974819
"streamReadDevZero (bufferSize=8)" 379.3733002259407 5.090680143216248 375.68252673116075 17.640304393023552
"streamReadDevZero (bufferSize=8192)" 571.6527715910623 3.3012903776242233 586.2722890117154 21.73645730750364
"streamReadFile (bufferSize=8)" 640.0802787843462 8.013690569107682 631.3164553498833 20.17203118563812
"streamReadFile (bufferSize=8192)" 1300.6019504291946 80.73652207077858 1388.5216234829118 81.43463951217949
"streamReadSocket (bufferSize=8)" 797.6199218416874 22.455590688541502 824.3726226852709 18.0551103446058
"streamReadSocket (bufferSize=8192)" 3586.1652054346955 1300.8047088411613 3788.98913995216 1998.126639672018
"streamWriteDevNull (bufferSize=8)" 363.10151849453587 2.5454741093822895 354.1322732574957 5.206550199652954
"streamWriteDevNull (bufferSize=8192)" 478.7349222687787 7.008668141245279 446.48619655486954 2.4974973752808167
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on tmpfs (tmpfs) (1 of 2)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'ns/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 21
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#9467bd' fs solid 0.8 border -1 title 'container-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#8c564b' fs solid 0.8 border -1 title 'container-tmpfs-jdk25'
set terminal svg noenhanced size 1160,1056 dynamic font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
