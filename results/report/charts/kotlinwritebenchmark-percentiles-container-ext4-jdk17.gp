# iobench chart: KotlinWriteBenchmark latency percentiles on container-ext4-jdk17
# re-render: gnuplot kotlinwritebenchmark-percentiles-container-ext4-jdk17.gp (in this folder)
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
set terminal pngcairo noenhanced size 1000,700 font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-container-ext4-jdk17.png'
$data << EOD
"percentile" "fileOutputStreamSync (howManyChars=500)" "fileOutputStreamSync (howManyChars=1000)" "fileOutputStreamSync (howManyChars=2000)" "fileOutputStreamSync (howManyChars=10000)" "writeText (howManyChars=500)" "writeText (howManyChars=1000)" "writeText (howManyChars=2000)" "writeText (howManyChars=10000)"
"Min" 318.976 323.072 322.56 329.216 29.696 29.6 29.952 37.184
"P50" 396.8 402.432 410.624 394.24 73.08800000000001 74.24 75.648 90.368
"P90" 483.32800000000003 488.44800000000004 529.408 460.8 93.696 99.41760000000009 99.072 113.92
"P95" 528.384 528.384 628.2239999999999 499.712 104.44800000000001 107.904 107.776 121.60000000000001
"P99" 768.7577599999914 705.3516799999998 1012.2239999999981 639.5904000000004 134.63295999999997 134.4 139.93216000000015 154.88
"P99.9" 5484.216320000171 6030.016512000166 4754.411519999534 4349.132800000295 2489.847808000013 2956.505088000074 2408.6487040000557 2964.1441280000654
"Max" 8372.224 9404.416000000001 7299.072 11534.336 7471.104 4947.968 7684.0960000000005 6250.496
EOD
set title 'KotlinWriteBenchmark latency percentiles on container-ext4-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'us/op, log scale'
colours = "#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf #393b79 #637939"
set logscale y
set grid xtics ytics
set key outside bottom center horizontal maxrows 4
set key autotitle columnheader
plot for [i=2:9] $data using 0:i:xtic(1) with linespoints lw 2 lc rgb word(colours, i - 1) pt (i % 12 + 1) ps 1.2
set terminal svg noenhanced size 1000,700 dynamic font 'Sans,11'
set output 'kotlinwritebenchmark-percentiles-container-ext4-jdk17.svg'
replot
unset output
