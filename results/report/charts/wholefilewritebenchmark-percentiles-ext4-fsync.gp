# iobench chart: WholeFileWriteBenchmark latency percentiles, ext4, durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-ext4-fsync.gp (in this folder)
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
set terminal pngcairo noenhanced size 1100,600 font "Sans,10"
set output "wholefilewritebenchmark-percentiles-ext4-fsync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" "filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" "filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk25"
"Min" 323.072 113.792 620.544 328.192 118.144 548.864 312.32 149.504 611.328 343.04 121.60000000000001 587.7760000000001 333.824 124.288 666.624 386.56 187.648 704.5120000000001
"P50" 413.696 152.064 722.944 442.11199999999997 157.184 625.664 403.456 188.672 904.704 442.368 180.736 783.36 408.576 150.784 752.64 421.37600000000003 224 819.2
"P90" 476.16 183.93599999999998 840.3968 524.288 201.16480000000004 774.144 464.4352 256 1200.5375999999999 508.51840000000004 229.376 1006.0799999999999 469.504 186.624 838.144 484.86400000000003 256 972.3904
"P95" 507.392 210.68800000000002 940.4928 547.84 225.536 852.1727999999999 498.2016 284.672 1522.8928000000008 542.8224 249.47199999999987 1085.952 504.06399999999985 204.42880000000005 894.208 501.01759999999996 270.848 1033.4208
"P99" 754.688 271.36 2338.2835199999954 1485.3119999999951 308.92031999999983 1442.3654400000014 959.426559999999 343.22431999999986 4004.4544000000387 669.2249600000002 308.2752000000004 2911.641599999998 1418.6905600000016 246.64064000000013 1756.4671999999998 651.0284800000001 319.7952000000002 3028.090879999997
"P99.9" 6348.8 3148.3904000001735 8912.896 6160.384 5104.926720000119 7053.312 6905.856 4617.84678399997 8437.76 3141.632 1862.4102400000115 4022.272 5709.8240000000005 4830.539775999736 5021.696 9584.64 3389.6448000001105 10059.776
"Max" 6348.8 4415.488 8912.896 6160.384 5824.512 7053.312 6905.856 9502.72 8437.76 3141.632 5455.872 4022.272 5709.8240000000005 11649.024 5021.696 9584.64 4202.496 10059.776
EOD
set title "WholeFileWriteBenchmark latency percentiles, ext4, durability=FSYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-ext4-fsync.svg"
replot
unset output
