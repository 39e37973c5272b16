# iobench chart: WholeFileWriteBenchmark latency percentiles, overlay (overlay), durability=FSYNC
# re-render: gnuplot wholefilewritebenchmark-percentiles-overlay-overlay-fsync.gp (in this folder)
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
set output "wholefilewritebenchmark-percentiles-overlay-overlay-fsync.png"
$data << EOD
"percentile" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk17" "filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" "randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk17" "fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk25" "filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" "randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk25"
"Min" 363.008 130.68800000000002 736.256 304.128 127.744 697.344 344.064 160 790.528 334.848 121.85600000000001 579.5840000000001 344.064 140.8 606.208 336.384 195.072 589.8240000000001
"P50" 450.048 153.856 907.264 454.4 174.848 1002.496 444.928 222.976 1089.536 422.91200000000003 134.912 673.792 398.336 178.68800000000002 705.5360000000001 415.232 223.744 732.16
"P90" 503.91040000000004 191.43680000000003 1205.0431999999998 551.424 239.0016 1439.7440000000001 539.5456 273.92 1461.0431999999998 490.49600000000004 174.848 756.736 475.2896 214.528 951.296 446.4128 284.672 920.9856000000001
"P95" 536.576 213.55519999999996 1670.5536000000013 584.192 264.704 1725.6447999999993 586.6496000000002 297.1392000000001 1666.048 509.0048 192.256 815.5136000000001 504.4736 233.0368 1013.4527999999999 462.7968000000001 300.79999999999995 1069.4656
"P99" 855.1628799999985 276.3571200000001 5397.217280000005 917.1455999999995 325.01759999999973 3475.128319999997 692.6745599999987 399.0220800000003 2352.701440000013 603.7913599999998 262.16448000000014 4239.7286400000285 1680.3225600000092 278.17983999999984 1676.7999999999906 554.9926399999995 345.95840000000004 2382.233599999984
"P99.9" 4620.2880000000005 2024.0793600000143 7094.272 5537.792 3842.4412160001903 4857.856 2953.216 3701.166080000391 4923.392 3964.928 1531.478016000146 5808.128 4169.728 643.477503999997 3944.448 9469.952 14535.884800000027 10452.992
"Max" 4620.2880000000005 11501.568000000001 7094.272 5537.792 5439.488 4857.856 2953.216 4997.12 4923.392 3964.928 4042.752 5808.128 4169.728 697.344 3944.448 9469.952 15056.896 10452.992
EOD
set title "WholeFileWriteBenchmark latency percentiles, overlay (overlay), durability=FSYNC"
set ylabel "us/op (log scale)"
set logscale y
set grid xtics ytics
set key outside right top
set key autotitle columnheader
plot for [i=2:19] $data using 0:i:xtic(1) with linespoints lw 2 pt 7
set terminal svg noenhanced size 1100,600 dynamic font "Sans,10"
set output "wholefilewritebenchmark-percentiles-overlay-overlay-fsync.svg"
replot
unset output
