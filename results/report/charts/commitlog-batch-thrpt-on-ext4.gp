# iobench chart: Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4
# re-render: gnuplot commitlog-batch-thrpt-on-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,882 font 'Sans,10'
set output 'commitlog-batch-thrpt-on-ext4.png'
$data << EOD
"fileChannelForce (batch=1) @host-ext4-jdk17" 0.04336079003360938 0.03810800695443461 0.04933761334164881 1
"fileChannelForce (batch=10) @host-ext4-jdk17" 0.26582456549664274 0.24603522645070977 0.28720561945886774 1
"fileChannelForce (batch=100) @host-ext4-jdk17" 1.2828229276728293 1.1549566449095952 1.4248454009214364 1
"fileChannelForce (batch=1000) @host-ext4-jdk17" 2.194895947466387 1.8461643636418423 2.6095012530200594 1
"fileChannelForce (batch=1) @host-ext4-jdk25" 0.038570590275561194 0.03655794592570546 0.04069403782227154 1
"fileChannelForce (batch=10) @host-ext4-jdk25" 0.2990442599273077 0.21943082599559716 0.4075428736583507 1
"fileChannelForce (batch=100) @host-ext4-jdk25" 1.1091278388639945 0.9125277106264322 1.3480846100537935 0
"fileChannelForce (batch=1000) @host-ext4-jdk25" 2.0527189537307673 1.778698608167471 2.368953955244117 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 25
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelForce (batch=1) @host-ext4-jdk17' 0, 'fileChannelForce (batch=10) @host-ext4-jdk17' 1, 'fileChannelForce (batch=100) @host-ext4-jdk17' 2, 'fileChannelForce (batch=1000) @host-ext4-jdk17' 3, 'fileChannelForce (batch=1) @host-ext4-jdk25' 4, 'fileChannelForce (batch=10) @host-ext4-jdk25' 5, 'fileChannelForce (batch=100) @host-ext4-jdk25' 6, 'fileChannelForce (batch=1000) @host-ext4-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,882 dynamic font 'Sans,10'
set output 'commitlog-batch-thrpt-on-ext4.svg'
replot
unset output
