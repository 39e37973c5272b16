# iobench chart: WholeFileReadBenchmark (avgt, us/op) on tmpfs (tmpfs)
# re-render: gnuplot wholefilereadbenchmark-avgt-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,812 font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-tmpfs-tmpfs.png'
$data << EOD
"bufferedReader (fileSize=1024)" 9.699029913606914 0.28156603860597934
"bufferedReader (fileSize=65536)" 61.21638448800386 8.617176456119688
"bufferedReader (fileSize=1048576)" 893.839613298967 82.05431445457548
"fileChannel (fileSize=1024)" 4.062630510829994 0.15098796137249448
"fileChannel (fileSize=65536)" 7.54447666425069 0.7222486368325512
"fileChannel (fileSize=1048576)" 70.22511835100532 0.22657515484680593
"filesReadAllBytes (fileSize=1024)" 5.343441721435788 0.12956270615494106
"filesReadAllBytes (fileSize=65536)" 14.643379190925572 0.34537613674373374
"filesReadAllBytes (fileSize=1048576)" 173.96051926734881 8.768974746225132
"filesReadAllLines (fileSize=1024)" 9.60265112490223 0.8557717847315002
"filesReadAllLines (fileSize=65536)" 65.06999829254171 7.283592304484248
"filesReadAllLines (fileSize=1048576)" 965.3587761161899 49.07446732862954
"mappedByteBuffer (fileSize=1024)" 12.504735051139681 2.925385843116082
"mappedByteBuffer (fileSize=65536)" 25.944946904141307 0.67700490498359
"mappedByteBuffer (fileSize=1048576)" 155.85266922418572 0.847654622445465
EOD
set title 'WholeFileReadBenchmark (avgt, us/op) on tmpfs (tmpfs)'."\n".'lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set logscale y
set yrange [2.031315255414997:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-tmpfs-jdk17'
set terminal svg noenhanced size 900,812 dynamic font 'Sans,10'
set output 'wholefilereadbenchmark-avgt-tmpfs-tmpfs.svg'
replot
unset output
