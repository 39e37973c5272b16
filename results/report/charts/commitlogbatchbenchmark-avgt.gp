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
"fileChannelForce (batch=1)" 524.4250785760441 62605.24506717156 604.6678096979163 61389.98754305361 166.38523432720552 2179.725767891491 157.98351820387148 5229.021873650247 1.4314810265335725 30.02211230744461 1.1783835210574936 8.41861197490181 192.18910254115576 779.189112366052 193.79967754108216 12371.65816657821 1.181367269694122 30.563370858999697 1.0973013897262731 18.924867791800057
"fileChannelForce (batch=100)" 8.83314238057051 672.658003346723 7.616648396247934 328.94131050026476 4.147594750306738 22.401089584136816 4.204729180642196 41.913951547012715 0.9104495616805328 37.745747408552525 0.844500523101614 13.963853619250447 4.592096748093922 10.573556291218743 3.8345182317569915 134.4465970588599 0.8167261801939031 14.745149152685581 0.8027460130980915 24.022173236393094
EOD
set title "CommitLogBatchBenchmark (avgt, us/op)"
set ylabel "us/op, lower is better"
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
