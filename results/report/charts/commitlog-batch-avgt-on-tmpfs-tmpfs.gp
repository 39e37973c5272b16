# iobench chart: Commit-log batch sizes vs Files.write (avgt): candidate / baseline on tmpfs (tmpfs)
# re-render: gnuplot commitlog-batch-avgt-on-tmpfs-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,924 font 'Sans,10'
set output 'commitlog-batch-avgt-on-tmpfs-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1) @container-tmpfs-jdk17" 0.34349786555643125 0.3300230347041482 0.3575228733582124 1
"fileChannelForce (batch=10) @container-tmpfs-jdk17" 0.2668657588644229 0.2613971722971828 0.27244875156230536 1
"fileChannelForce (batch=100) @container-tmpfs-jdk17" 0.26190318777930166 0.2575393093742491 0.26634100998260524 1
"fileChannelForce (batch=1000) @container-tmpfs-jdk17" 0.26663051834709445 0.25915333306919947 0.274323438066904 1
"fileChannelForce (batch=1) @container-tmpfs-jdk25" 0.35248525702212996 0.33911302128747184 0.3663847998117174 1
"fileChannelForce (batch=10) @container-tmpfs-jdk25" 0.29000289394164525 0.2742872891680687 0.3066189423126935 1
"fileChannelForce (batch=100) @container-tmpfs-jdk25" 0.276760718840499 0.26738210873525453 0.28646829010145525 1
"fileChannelForce (batch=1000) @container-tmpfs-jdk25" 0.2791500315464626 0.2681832803624205 0.29056524331824224 1
EOD
set title 'Commit-log batch sizes vs Files.write (avgt): candidate / baseline on tmpfs (tmpfs)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 29
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelForce (batch=1) @container-tmpfs-jdk17' 0, 'fileChannelForce (batch=10) @container-tmpfs-jdk17' 1, 'fileChannelForce (batch=100) @container-tmpfs-jdk17' 2, 'fileChannelForce (batch=1000) @container-tmpfs-jdk17' 3, 'fileChannelForce (batch=1) @container-tmpfs-jdk25' 4, 'fileChannelForce (batch=10) @container-tmpfs-jdk25' 5, 'fileChannelForce (batch=100) @container-tmpfs-jdk25' 6, 'fileChannelForce (batch=1000) @container-tmpfs-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,924 dynamic font 'Sans,10'
set output 'commitlog-batch-avgt-on-tmpfs-tmpfs.svg'
replot
unset output
