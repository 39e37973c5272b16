# iobench chart: Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on overlay (overlay)
# re-render: gnuplot commitlog-batch-thrpt-on-overlay-overlay.gp (in this folder)
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
set output 'commitlog-batch-thrpt-on-overlay-overlay.png'
$data << EOD
"fileChannelForce (batch=1) @container-overlay-jdk17" 0.0598532800399792 0.05720766012080029 0.06262124904216512 1
"fileChannelForce (batch=10) @container-overlay-jdk17" 0.3907173418179012 0.384832568412669 0.39669210385942205 1
"fileChannelForce (batch=100) @container-overlay-jdk17" 1.4620037043489051 1.2386240656022005 1.7256687407334705 1
"fileChannelForce (batch=1000) @container-overlay-jdk17" 2.608139708411516 2.500314192610713 2.7206151765631352 1
"fileChannelForce (batch=1) @container-overlay-jdk25" 0.05046090853478778 0.03592299658998545 0.07088226294757584 1
"fileChannelForce (batch=10) @container-overlay-jdk25" 0.3844249073752249 0.3753217100992282 0.39374889710317906 1
"fileChannelForce (batch=100) @container-overlay-jdk25" 1.627732377992756 1.5541587612423902 1.704788957498743 1
"fileChannelForce (batch=1000) @container-overlay-jdk25" 2.574667890489556 2.393013788719055 2.770111387392507 1
EOD
set title 'Commit-log batch sizes vs Files.write (thrpt): candidate / baseline on overlay (overlay)'."\n".'throughput: above 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
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
set output 'commitlog-batch-thrpt-on-overlay-overlay.svg'
replot
unset output
