# iobench chart: WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FDATASYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-host-ext4-jdk17-fdatasync.gp (in this folder)
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
set terminal pngcairo noenhanced size 1000,700 font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk17-fdatasync.png"
$data << EOD
"percentile" "fileChannelHeap (writeMode=TRUNCATE)" "fileChannelHeap (writeMode=IN_PLACE)" "fileChannelHeap (writeMode=RENAME)" "filesWrite (writeMode=TRUNCATE)" "filesWrite (writeMode=IN_PLACE)" "filesWrite (writeMode=RENAME)" "randomAccessFile (writeMode=TRUNCATE)" "randomAccessFile (writeMode=IN_PLACE)" "randomAccessFile (writeMode=RENAME)"
"Min" 355.84000000000003 113.536 530.432 325.12 117.504 586.7520000000001 318.464 167.168 646.144
"P50" 402.944 156.672 633.856 454.4 151.552 758.2719999999999 393.728 198.912 795.648
"P90" 483.4304000000001 193.152 800.0512 535.552 199.424 882.688 505.856 227.9168 1105.92
"P95" 503.808 219.776 845.4656 571.8016000000001 225.28 932.9152000000001 547.2256 241.15200000000002 1259.52
"P99" 734.4947199999993 293.63200000000006 1072.51712 734.0748799999996 284.16 3408.1587199999944 683.7043199999991 302.5100800000001 6184.96
"P99.9" 1665.0240000000001 2478.7968000000756 2416.64 4866.048 2868.9817600000447 5636.0960000000005 4784.128 4636.631040000147 17235.968
"Max" 1665.0240000000001 3350.5280000000002 2416.64 4866.048 3899.3920000000003 5636.0960000000005 4784.128 5103.616 17235.968
EOD
set title "WholeFileWriteBenchmark latency percentiles on host-ext4-jdk17, durability=FDATASYNC\nchars=1000; percentiles as JMH computes them"
set ylabel "us/op, log scale"
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:10] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font "Sans,11"
set output "wholefilewritebenchmark-percentiles-host-ext4-jdk17-fdatasync.svg"
replot
unset output
