# iobench chart: Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4 (loop)
# re-render: gnuplot commitlog-batch-thrpt-on-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,917 font 'Sans,10'
set output 'commitlog-batch-thrpt-on-ext4-loop.png'
$data << EOD
"fileChannelForce (batch=1) @container-ext4-jdk17" 0.016387105285418476 0.014713664264776678 0.018250873120589445 1
"fileChannelForce (batch=10) @container-ext4-jdk17" 0.12663267321272367 0.11289488451042202 0.14204216598955022 1
"fileChannelForce (batch=100) @container-ext4-jdk17" 0.8042216779825934 0.706680443478038 0.9152262713737291 1
"fileChannelForce (batch=1000) @container-ext4-jdk17" 1.9408998810998357 1.854272845508782 2.0315739172784615 1
"fileChannelForce (batch=1) @container-ext4-jdk25" 0.017664736451220242 0.01691934962070335 0.018442961513676505 1
"fileChannelForce (batch=10) @container-ext4-jdk25" 0.12669006020704288 0.11030769760689155 0.14550545160015552 1
"fileChannelForce (batch=100) @container-ext4-jdk25" 0.7952289882471046 0.7308072966177684 0.8653295426513372 1
"fileChannelForce (batch=1000) @container-ext4-jdk25" 1.940996143551749 1.8955412203384205 1.9875410721008417 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on ext4 (loop)'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.001:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 28
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelForce (batch=1) @container-ext4-jdk17' 0, 'fileChannelForce (batch=10) @container-ext4-jdk17' 1, 'fileChannelForce (batch=100) @container-ext4-jdk17' 2, 'fileChannelForce (batch=1000) @container-ext4-jdk17' 3, 'fileChannelForce (batch=1) @container-ext4-jdk25' 4, 'fileChannelForce (batch=10) @container-ext4-jdk25' 5, 'fileChannelForce (batch=100) @container-ext4-jdk25' 6, 'fileChannelForce (batch=1000) @container-ext4-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,917 dynamic font 'Sans,10'
set output 'commitlog-batch-thrpt-on-ext4-loop.svg'
replot
unset output
