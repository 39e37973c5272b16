# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4
# re-render: gnuplot wholefilewritebenchmark-sample-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,973 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4.png'
$data << EOD
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 109.52006772938162 7.53597281090513 99.17730453955177 5.2979922141222255
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 156.34369444965054 7.94112342099925 150.7590142495036 10.120634131770958
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 5.040178970541638 0.7524742405965538 4.773047990638803 0.14226364511573675
"filesWrite (durability=NONE, writeMode=RENAME)" 173.46359868306888 14.288775133514553 166.2662605112942 5.300267958067569
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 99.54042547247778 4.15074218513793 114.39976087999791 10.599026247964305
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 261.52034451940466 15.416135544827918 264.5624701605154 26.151677791116523
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 109.03034416345731 8.432628759022016 110.95433788199605 10.91677990769442
"filesWrite (durability=FSYNC, writeMode=RENAME)" 455.4107344187834 47.16379265174667 439.8884099116226 23.90275093094834
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 142.0388735270121 10.945435771483005 142.2428801577682 11.077904104077634
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 32
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#d62728' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#9467bd' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-ext4.svg'
replot
unset output
