# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4 (loop) (1 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 1160,1245 font "Sans,13"
set output "wholefilewritebenchmark-sample-ext4-loop.png"
$data << EOD
"fileChannelHeap (durability=NONE, writeMode=TRUNCATE)" 112.94853396540896 0 119.121770140146 0
"fileChannelHeap (durability=NONE, writeMode=IN_PLACE)" 12.091126962013728 0 11.422014123790596 0
"fileChannelHeap (durability=NONE, writeMode=RENAME)" 136.88270411985025 0 130.22532093131667 0
"fileChannelHeap (durability=FDATASYNC, writeMode=TRUNCATE)" 1014.5053426875336 0 991.2046338797816 0
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 348.15600783222226 0 308.2181652526532 0
"fileChannelHeap (durability=FDATASYNC, writeMode=RENAME)" 1580.6367244094486 0 1424.7171781500942 0
"fileChannelHeap (durability=FSYNC, writeMode=TRUNCATE)" 727.4500761063115 0 640.5513579730643 0
"fileChannelHeap (durability=FSYNC, writeMode=IN_PLACE)" 291.63141923898536 0 347.0002011785533 0
"fileChannelHeap (durability=FSYNC, writeMode=RENAME)" 1312.7790572769954 0 1873.5791140235908 0
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 87.81184056148555 0 88.41253925135885 0
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 8.407508942935653 0 6.109835782777953 0
"filesWrite (durability=NONE, writeMode=RENAME)" 110.45796038852026 0 131.1224576578836 0
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 912.5733343143265 0 782.3605946731534 0
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 340.0568156342682 0 320.780690893522 0
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 1461.4066249336872 0 1932.1671695294997 0
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 817.9995422653724 0 697.2230744175417 0
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 355.1454472605858 0 329.15026536880816 0
"filesWrite (durability=FSYNC, writeMode=RENAME)" 1568.617853372434 0 1697.9923862068965 0
"randomAccessFile (durability=NONE, writeMode=TRUNCATE)" 75.96128595715997 0 74.70306832633243 0
"randomAccessFile (durability=NONE, writeMode=IN_PLACE)" 7.94144720813662 0 7.302018616289214 0
EOD
set title "WholeFileWriteBenchmark (sample, us/op) on ext4 (loop) (1 of 2)\nchars=1000; lower is better; error bars: 0.999 CI (none: n too small)"
set ylabel "us/op, log scale"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 36
set key outside top center horizontal
set logscale y
set yrange [3.0549178913889765:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title "container-ext4-jdk17", \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title "container-ext4-jdk25"
set terminal svg noenhanced size 1160,1245 dynamic font "Sans,13"
set output "wholefilewritebenchmark-sample-ext4-loop.svg"
replot
unset output
