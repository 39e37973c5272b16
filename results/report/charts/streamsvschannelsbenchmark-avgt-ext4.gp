# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (1 of 2)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-ext4.gp (in this folder)
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
set output 'streamsvschannelsbenchmark-avgt-ext4.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 327.79283211458113 7.558140283640115 331.5467250723432 11.50291278448894
"channelReadDevZero (bufferSize=8192)" 436.93429495454853 11.600336275099274 449.37416975641815 24.696274550498046
"channelReadFile (bufferSize=8)" 591.8736575505476 18.393345063437263 601.4274126765366 28.403477866567727
"channelReadFile (bufferSize=8192)" 842.0301793787854 68.22530741344436 875.4370699964431 74.68007284055146
"channelReadSocket (bufferSize=8)" 736.4360895461238 11.536109696842699 741.6310769539357 9.281031848751034
"channelReadSocket (bufferSize=8192)" 3924.513382347646 2210.0357861378075 4165.813261981299 2321.078908727872
"channelWriteDevNull (bufferSize=8)" 306.67034408035244 4.69793793694138 307.6044065539897 5.70876210097906
"channelWriteDevNull (bufferSize=8192)" 304.0031784784943 2.1227398529284525 305.71971472523074 9.953776296055937
"channelWriteFile (bufferSize=8)" 894.830625569834 17.43113759292511 899.6794068870026 24.257847460734034
"channelWriteFile (bufferSize=8192)" 1480.1094285439876 413.8570224320698 1495.2518722591408 253.63744643974835
"channelWriteSocket (bufferSize=8)" 1410.5147973223175 139.19856803930986 1433.2609844959168 156.2022022479159
"channelWriteSocket (bufferSize=8192)" 4101.527394028413 2149.4357293117255 3987.469450711951 2353.527302300683
"streamReadDevZero (bufferSize=8)" 336.81800652762826 14.793483790121504 327.6963719104228 8.523600565267042
"streamReadDevZero (bufferSize=8192)" 530.6174231173304 19.019320737022568 533.6985036795452 15.405474060271061
"streamReadFile (bufferSize=8)" 599.3442235894923 28.0423416427403 592.6333468628256 4.963859437438912
"streamReadFile (bufferSize=8192)" 1033.3129954597446 110.28883306890438 1108.151517286054 158.76623947171612
"streamReadSocket (bufferSize=8)" 753.1065123679582 35.112467251324574 786.0821957472938 41.24402339818666
"streamReadSocket (bufferSize=8192)" 3157.2961817500636 234.5569020783798 4169.56570636423 2141.680355194492
"streamWriteDevNull (bufferSize=8)" 316.67709103165566 8.544502025767855 323.00469170650877 20.398899993470753
"streamWriteDevNull (bufferSize=8192)" 434.90796212397527 22.43686734033682 408.0263744726924 8.64728898610192
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (1 of 2)'."\n".'lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 1160,1056 dynamic font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-ext4.svg'
replot
unset output
