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
"channelReadDevZero (bufferSize=8)" 337.3676190556864 12.747963989432355 325.5625176645281 2.5643175791232378
"channelReadDevZero (bufferSize=8192)" 448.1668876339687 10.081852692620973 440.6465211890584 12.405390613499735
"channelReadFile (bufferSize=8)" 595.9201032332514 10.565450257326406 604.6428800164216 12.374071187033827
"channelReadFile (bufferSize=8192)" 960.6511266864713 57.551244155571965 852.139449823128 60.547306376670164
"channelReadSocket (bufferSize=8)" 748.4188132383229 16.83603154728105 741.8761791818806 22.386936709264607
"channelReadSocket (bufferSize=8192)" 3124.1997286094575 152.6210193770367 3574.5210119984927 794.6047673707587
"channelWriteDevNull (bufferSize=8)" 308.9890560286723 11.4439861597759 312.60469281882723 7.170131159324555
"channelWriteDevNull (bufferSize=8192)" 310.2061336776345 10.009531935897169 305.1441376398874 4.421183570038549
"channelWriteFile (bufferSize=8)" 898.9166221395208 27.835158290226964 902.9469005943724 22.074759297195104
"channelWriteFile (bufferSize=8192)" 1690.9206474837838 186.31452764723218 1183.0842411123424 34.74657850044933
"channelWriteSocket (bufferSize=8)" 1426.3709462958743 104.76246567173094 1512.7138542810958 136.34891602220443
"channelWriteSocket (bufferSize=8192)" 3915.411151393219 701.1840401184351 4187.16370945794 1061.1191001139348
"streamReadDevZero (bufferSize=8)" 341.76411494591594 13.007419245866119 335.34143292563795 7.241075126453174
"streamReadDevZero (bufferSize=8192)" 563.9373989786053 88.78240440926149 526.5648259957111 13.154339342993282
"streamReadFile (bufferSize=8)" 599.7785728962434 19.903044681464262 599.2867068654106 16.945466473285297
"streamReadFile (bufferSize=8192)" 1359.5712320251987 99.45537357205077 1042.8871686620848 52.53581005984272
"streamReadSocket (bufferSize=8)" 766.6687001813436 24.7431304092543 770.6311495440095 16.517067490167907
"streamReadSocket (bufferSize=8192)" 3415.1857660029846 836.0115434090079 3358.936442492897 848.2666040130534
"streamWriteDevNull (bufferSize=8)" 327.11939189724336 7.475038580806628 318.93904761887336 9.581632957165631
"streamWriteDevNull (bufferSize=8192)" 428.9768325399153 11.391361738281946 428.54924017258367 7.6336031988986335
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
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 1160,1056 dynamic font 'Sans,13'
set output 'streamsvschannelsbenchmark-avgt-ext4.svg'
replot
unset output
