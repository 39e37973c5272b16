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
"Min" 0.369664 0.321536 0.324608 0.359424 0.028736 0.02944 0.029728 0.036096
"P50" 2.7791360000000003 2.3388160000000005 1.531904 3.104768 0.046208 0.04544 0.047488 0.060608
"P90" 6.5298432 5.715558400000001 5.0675712000000015 7.811072 0.08857600000000002 0.09408 0.08435200000000001 0.104064
"P95" 8.427929599999993 7.7733887999999896 7.069695999999996 9.58464 0.113536 0.11894400000000001 0.11061120000000019 0.156416
"P99" 17.828741119999986 13.62657279999999 13.187809279999927 26.927104 1.495449599999994 1.7904640000000074 1.4972723199999929 1.1776000000000002
"P99.9" 160.82010112000273 29.051125760000023 48.010100736001945 147.06278400000002 5.536808960000038 6.452633600000054 6.047383552000046 4.82826649600023
"Max" 166.985728 29.130752 53.54291200000001 147.06278400000002 28.409856 36.175872000000005 64.88064 192.937984
EOD
set title 'KotlinWriteBenchmark latency percentiles on container-ext4-jdk17'."\n".'percentiles as JMH computes them'
set ylabel 'ms/op, log scale'
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
