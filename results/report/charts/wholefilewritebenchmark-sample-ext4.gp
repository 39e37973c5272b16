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
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 109.27926007129453 11.798265370845517 100.60561605152878 12.256514492986248
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 150.6705490364137 11.60426222242427 156.32617905703356 14.869681638557665
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 4.527416739862649 0.44152655067802765 4.723065374860888 0.23539087802735134
"filesWrite (durability=NONE, writeMode=RENAME)" 173.3883931341854 8.920595281420225 167.39139680992875 5.04427471136063
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 98.19639169196192 16.085234603394674 98.96173544684596 8.43931023213955
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 239.0757058265794 11.84196879230233 262.3799873606874 26.91641435393503
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 95.5676686628416 7.73898592179233 103.8533358601693 7.220630145172899
"filesWrite (durability=FSYNC, writeMode=RENAME)" 440.09475900634715 18.801295674973847 436.43574398020803 21.21061814301397
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 130.85563366026997 10.32789650297209 133.5533293190412 8.50408471975716
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
