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
"fileChannelForce (batch=1) @container-overlay-jdk17" 16.048224164484086 14.767841515417146 17.439616924698292 1
"fileChannelForce (batch=10) @container-overlay-jdk17" 2.4762707691563186 1.9691303992307214 3.1140227811086443 1
"fileChannelForce (batch=100) @container-overlay-jdk17" 0.6990091192716693 0.6717834989556173 0.7273381224525077 1
"fileChannelForce (batch=1000) @container-overlay-jdk17" 0.35254746835280826 0.3389851675249588 0.36665237700355474 1
"fileChannelForce (batch=1) @container-overlay-jdk25" 17.90170428187265 12.661592481160998 25.310482601018936 1
"fileChannelForce (batch=10) @container-overlay-jdk25" 2.8336553809037257 2.3373094554338976 3.435404241854669 1
"fileChannelForce (batch=100) @container-overlay-jdk25" 0.6017888610235642 0.5664022263635011 0.6393863166413846 1
"fileChannelForce (batch=1000) @container-overlay-jdk25" 0.3628703715526452 0.34027161380183185 0.38697000046392316 1
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
