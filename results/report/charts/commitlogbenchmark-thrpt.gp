# iobench chart: CommitLogBenchmark (thrpt, ops/ms)
# re-render: gnuplot commitlogbenchmark-thrpt.gp (in this folder)
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
set terminal pngcairo noenhanced size 960,700 font "Sans,10"
set output "commitlogbenchmark-thrpt.png"
$data << EOD
"bufferedWriterFlush" 855.8484898502174 0 938.4278090489988 0 658.6846583147872 0 661.8194891888601 0 952.3755810196187 0 967.5314269598298 0 906.7926876374806 0 957.9090163361697 0 957.7551338395926 0 1033.4503106557786 0
"filesWriteAppend" 188.93028974340183 0 198.90078575145537 0 144.5184097966687 0 111.9131537380258 0 186.29801993868617 0 186.50201804311885 0 230.61383842957213 0 232.54187150059047 0 190.48966829256477 0 242.52561497050414 0
"randomAccessFileSync" 1.3046071648127104 0 1.0876185894939117 0 5.257844322674399 0 5.750807162693993 0 364.6245980961883 0 459.877440298164 0 5.888659410583648 0 6.2121394451561835 0 452.820375135893 0 481.4508183122965 0
EOD
set title "CommitLogBenchmark (thrpt, ops/ms)"
set ylabel "ops/ms, higher is better, bars: 0.999 CI (none: n too small)"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set style fill solid 0.7 border -1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 14
set key outside top center horizontal
set logscale y
set yrange [0.5438092947469558:*]
plot $data using 2:3:xtic(1) title "container-ext4-jdk17", \
     $data using 4:5 title "container-ext4-jdk25", \
     $data using 6:7 title "container-overlay-jdk17", \
     $data using 8:9 title "container-overlay-jdk25", \
     $data using 10:11 title "container-tmpfs-jdk17", \
     $data using 12:13 title "container-tmpfs-jdk25", \
     $data using 14:15 title "host-ext4-jdk17", \
     $data using 16:17 title "host-ext4-jdk25", \
     $data using 18:19 title "host-tmpfs-jdk17", \
     $data using 20:21 title "host-tmpfs-jdk25"
set terminal svg noenhanced size 960,700 dynamic font "Sans,10"
set output "commitlogbenchmark-thrpt.svg"
replot
unset output
