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
"bufferedWriterFlush" 855.8484898502174 11488.231175115176 938.4278090489988 13544.228391090359 658.6846583147872 5858.499701386519 661.8194891888601 24295.291980379512 952.3755810196187 15805.861605129328 967.5314269598298 6317.637603952547 906.7926876374806 30181.432353587716 957.9090163361697 24300.43437272838 957.7551338395926 28312.422689235595 1033.4503106557786 10071.853619057443
"filesWriteAppend" 188.93028974340183 12652.224219028838 198.90078575145537 18470.666416458826 144.5184097966687 6849.182214179625 111.9131537380258 5526.829426088207 186.29801993868617 10165.152088126008 186.50201804311885 15363.549461442395 230.61383842957213 21578.374405288796 232.54187150059047 9669.76974947867 190.48966829256477 12778.126290425806 242.52561497050414 8267.710715417517
"randomAccessFileSync" 1.3046071648127104 60.3924483617651 1.0876185894939117 45.160371296660074 5.257844322674399 10.004626555997913 5.750807162693993 0.5123012357126401 364.6245980961883 1945.8798674483182 459.877440298164 1260.6942465613217 5.888659410583648 127.8055389735748 6.2121394451561835 70.99742773320497 452.820375135893 9001.604746755993 481.4508183122965 7125.065872472893
EOD
set title "CommitLogBenchmark (thrpt, ops/ms)"
set ylabel "ops/ms, higher is better"
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
