# iobench chart: Stream vs channel (avgt): candidate / baseline on ext4 (loop)
# re-render: gnuplot stream-vs-channel-avgt-on-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,819 font 'Sans,10'
set output 'stream-vs-channel-avgt-on-ext4-loop.png'
$data << EOD
"channelReadDevZero (bufferSize=8)" 1.003939149915964 0.5937089788888433 1.6976226612242133 0
"channelReadDevZero (bufferSize=8192)" 0.9292078119737193 0.5734292700763903 1.5057256454975936 0
"channelReadFile (bufferSize=8)" 1.356138627833468 0.678004945599274 2.712534753380729 0
"channelReadFile (bufferSize=8192)" 1.0977654152412795 0.5496977256923254 2.1922755917938184 0
"channelWriteDevNull (bufferSize=8)" 1.533851878700702 0.8758940952724837 2.6860571369210637 0
"channelWriteDevNull (bufferSize=8192)" 0.6527743073649986 0.4123824409049899 1.0332988364410685 0
"channelWriteFile (bufferSize=8)" 1.445204360337714 0.799945492326318 2.6109474497634175 0
"channelWriteFile (bufferSize=8192)" 0.12835181309675925 0.07768072750444623 0.21207561327592464 1
EOD
set title 'Stream vs channel (avgt): candidate / baseline on ext4 (loop)'."\n".'time: below 1 = candidate faster; error bars: 95% CI; grey open ~: interval includes 1'
set ylabel 'candidate / baseline (ratio of means), log scale'
set logscale y
set format y "%g"
set yrange [0.01:10]
set xrange [-0.7:7.7]
set grid ytics mytics
set xtics rotate by 90 right nomirror
set bmargin 21
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
set datafile missing "NaN"
set xtics ('channelReadDevZero (bufferSize=8)' 0, 'channelReadDevZero (bufferSize=8192)' 1, 'channelReadFile (bufferSize=8)' 2, 'channelReadFile (bufferSize=8192)' 3, 'channelWriteDevNull (bufferSize=8)' 4, 'channelWriteDevNull (bufferSize=8192)' 5, 'channelWriteFile (bufferSize=8)' 6, 'channelWriteFile (bufferSize=8192)' 7)
plot $data using 0:($5 == 1 ? $2 : NaN):3:4 with yerrorbars lc rgb '#1f77b4' pt 7 ps 1.3 lw 2, \
     $data using 0:($5 == 0 ? $2 : NaN):3:4 with yerrorbars lc rgb '#969696' pt 6 ps 1.3 lw 2 dt 2, \
     $data using 0:($5 == 0 ? $2 : NaN):("~") with labels offset 1.2,0.6 tc rgb '#636363'
set terminal svg noenhanced size 900,819 dynamic font 'Sans,10'
set output 'stream-vs-channel-avgt-on-ext4-loop.svg'
replot
unset output
