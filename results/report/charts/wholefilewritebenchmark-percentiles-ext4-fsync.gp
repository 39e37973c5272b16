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
"P50" 413.696 152.064 722.944 441.856 157.184 625.664 403.456 188.672 904.192 442.368 180.736 783.36 408.576 150.784 752.64 421.37600000000003 224 819.2
"P90" 476.16 183.808 837.6320000000001 524.288 200.96 774.144 464.384 256 1191.936 508.416 229.376 1002.496 469.504 186.624 837.6320000000001 484.86400000000003 256 971.7760000000001
"P95" 507.392 210.68800000000002 940.032 547.84 225.536 850.9440000000001 498.176 284.672 1495.04 542.72 249.344 1081.344 503.296 204.288 891.904 500.736 270.848 1032.192
"P99" 754.688 270.848 2035.712 1345.536 308.224 1439.7440000000001 945.152 343.04 2633.728 667.648 306.176 2899.968 1327.104 246.528 1742.848 650.24 318.464 2945.024
"P99.9" 6348.8 2146.304 8912.896 6160.384 4448.256 7053.312 6905.856 4038.656 8437.76 3141.632 1699.8400000000001 4022.272 5709.8240000000005 3526.656 5021.696 9584.64 3096.576 10059.776
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
