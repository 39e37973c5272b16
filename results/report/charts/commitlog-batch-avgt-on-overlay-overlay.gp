# iobench chart: Commit-log batch sizes vs Files.write (avgt): candidate / baseline on overlay (overlay)
# re-render: gnuplot commitlog-batch-avgt-on-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,938 font 'Sans,10'
set output 'commitlog-batch-avgt-on-overlay-overlay.png'
$data << EOD
"fileChannelForce (batch=1) @container-overlay-jdk17" 19.47023316762706 17.217147529067876 22.018164098422435 1
"fileChannelForce (batch=10) @container-overlay-jdk17" 2.309833386884834 2.111301530767335 2.5270337739151745 1
"fileChannelForce (batch=100) @container-overlay-jdk17" 0.5561218120912196 0.48170819201519127 0.6420307460203385 1
"fileChannelForce (batch=1000) @container-overlay-jdk17" 0.2536714431765051 0.24059012712570857 0.2674640138064699 1
"fileChannelForce (batch=1) @container-overlay-jdk25" 16.555456782924594 16.108332794999214 17.014991730017666 1
"fileChannelForce (batch=10) @container-overlay-jdk25" 2.1335919027084334 2.0608708752675806 2.2088790044703503 1
"fileChannelForce (batch=100) @container-overlay-jdk25" 0.5730425883854444 0.54513551543525 0.6023783055875653 1
"fileChannelForce (batch=1000) @container-overlay-jdk25" 0.25946059703740004 0.24950609188032832 0.2698122555151598 1
EOD
set title 'Commit-log batch sizes vs Files.write (avgt): candidate / baseline on overlay (overlay)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.1:100]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 30
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('fileChannelForce (batch=1) @container-overlay-jdk17' 0, 'fileChannelForce (batch=10) @container-overlay-jdk17' 1, 'fileChannelForce (batch=100) @container-overlay-jdk17' 2, 'fileChannelForce (batch=1000) @container-overlay-jdk17' 3, 'fileChannelForce (batch=1) @container-overlay-jdk25' 4, 'fileChannelForce (batch=10) @container-overlay-jdk25' 5, 'fileChannelForce (batch=100) @container-overlay-jdk25' 6, 'fileChannelForce (batch=1000) @container-overlay-jdk25' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,938 dynamic font 'Sans,10'
set output 'commitlog-batch-avgt-on-overlay-overlay.svg'
replot
unset output
