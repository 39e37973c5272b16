# iobench chart: CommitLogBatchBenchmark (avgt, us/op)
# re-render: gnuplot commitlogbatchbenchmark-avgt.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,756 font "Sans,10"
set output "commitlogbatchbenchmark-avgt.png"
$data << EOD
"fileChannelForce (batch=1)" 524.4250785760441 0 604.6678096979163 0 166.38523432720552 0 157.98351820387148 0 1.4314810265335725 0 1.1783835210574936 0 192.18910254115576 0 193.79967754108216 0 1.181367269694122 0 1.0973013897262731 0
"fileChannelForce (batch=100)" 8.83314238057051 0 7.616648396247934 0 4.147594750306738 0 4.204729180642196 0 0.9104495616805328 0 0.844500523101614 0 4.592096748093922 0 3.8345182317569915 0 0.8167261801939031 0 0.8027460130980915 0
EOD
set title "CommitLogBatchBenchmark (avgt, us/op)"
set ylabel "us/op, lower is better, bars: 0.999 CI (none: n too small)"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set style fill solid 0.7 border -1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 18
set key outside top center horizontal
set logscale y
set yrange [0.40137300654904573:*]
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
set terminal svg noenhanced size 900,756 dynamic font "Sans,10"
set output "commitlogbatchbenchmark-avgt.svg"
replot
unset output
