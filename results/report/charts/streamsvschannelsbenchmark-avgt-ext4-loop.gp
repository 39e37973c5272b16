# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (loop) (1 of 2)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-ext4-loop.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-ext4-loop.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 376.46134424706565 9.208637273579392 380.09691278152644 10.524297622435085
"channelReadDevZero (bufferSize=8192)" 478.44700932688374 13.77149211682978 493.33897785163686 30.531313959706633
"channelReadFile (bufferSize=8)" 651.3449702568302 11.238713217007325 676.0560081474897 26.77648090460455
"channelReadFile (bufferSize=8192)" 980.3711520476576 65.82718498030854 1053.2930473570298 195.80256292531737
"channelReadSocket (bufferSize=8)" 776.967169355507 17.50195538051426 785.4190535160702 39.2650781729147
"channelReadSocket (bufferSize=8192)" 3474.614205698673 2679.358659887857 3251.1974664936606 1559.9295730163906
"channelWriteDevNull (bufferSize=8)" 348.4855142523198 2.122084408642391 344.7766440884252 0.5726218383942946
"channelWriteDevNull (bufferSize=8192)" 349.2170430359087 11.531422169993787 347.2278725913923 9.877050668622873
"channelWriteFile (bufferSize=8)" 949.7399131778634 35.75657361145387 956.4646834908888 34.6479342881702
"channelWriteFile (bufferSize=8192)" 1576.7733927379097 126.45337317161946 1805.6816947283062 522.9852116148587
"channelWriteSocket (bufferSize=8)" 1455.8580280064223 33.70514466407749 1412.438792534874 59.96614441869027
"channelWriteSocket (bufferSize=8192)" 3535.4041510101883 957.7803181701458 4214.549840815968 1660.2914521833088
"streamReadDevZero (bufferSize=8)" 383.54017942015423 2.961153406713198 380.6977158966003 7.294473281953006
"streamReadDevZero (bufferSize=8192)" 579.2417120762138 11.753725374505894 579.835676066738 17.47228453737651
"streamReadFile (bufferSize=8)" 669.6937419276097 16.36903751451554 666.0487202740649 26.903346561527922
"streamReadFile (bufferSize=8192)" 1089.9874040847183 158.18709857992698 1318.8648083864114 182.50565675881953
"streamReadSocket (bufferSize=8)" 800.917573693796 24.805457952705456 841.5101296870051 57.33531989916389
"streamReadSocket (bufferSize=8192)" 2705.788900451357 446.7685478050509 4991.369793877697 2653.896843620114
"streamWriteDevNull (bufferSize=8)" 366.06328412159047 9.85378304344331 357.3367440939203 13.598348139003042
"streamWriteDevNull (bufferSize=8192)" 516.9731676910308 129.78619445220332 450.1173901146617 9.405688426236143
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (loop) (1 of 2)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 1160,1056 dynamic font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-ext4-loop.svg'
replot
unset output
