# iobench chart: Does batching the force of a commit log pay?
# re-render: gnuplot answer-3-commitlog-batch.gp (in this folder)
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
set terminal pngcairo noenhanced size 1420,520 font 'Sans,16'
set output 'answer-3-commitlog-batch.png'
$data << EOD
0 0 0.5548018390127782 "3.59x slower" 1
1 0 -0.0655359000536536 "1.16x faster" 1
2 0 -0.314954599726071 "2.07x faster" 1
3 0 1.3701640169760312 "23.5x slower" 1
4 0 -0.18264698364510232 "1.52x faster" 1
0 1 0.6195502484268809 "4.16x slower" 1
1 1 -0.01871125608203101 "1.04x faster" 1
2 1 -0.3162658058994791 "2.07x faster" 1
3 1 1.4087078567646854 "25.6x slower" 1
4 1 -0.1619344343154132 "1.45x faster" 1
0 2 0.9162922180321768 "8.25x slower" 1
1 2 0.11762288514546686 "1.31x slower" 1
2 2 -0.2934464394192309 "1.97x faster" 1
3 2 1.8040971386791613 "63.7x slower" 1
4 2 0.09752397764706595 "1.3x slower" 1
0 3 0.40042400155952074 "2.51x slower" 1
1 3 -0.21432241085967105 "1.64x faster" 1
2 3 -0.43673920624550755 "2.73x faster" 1
3 3 1.2265996103990444 "16.8x slower" 1
4 3 -0.27026385118796076 "1.86x faster" 1
0 4 -0.5233361453222857 "3.34x faster" 1
1 4 -0.5426603994167788 "3.49x faster" 1
2 4 -0.5401021299176141 "3.47x faster" 1
3 4 -0.4377984779497499 "2.74x faster" 1
4 4 -0.7220754440964384 "5.27x faster" 1
0 5 -0.5289096077091696 "3.38x faster" 1
1 5 -0.5394334027459636 "3.46x faster" 1
2 5 -0.5449824696654383 "3.51x faster" 1
3 5 -0.4175892311378405 "2.62x faster" 1
4 5 -0.6893810166849211 "4.89x faster" 1
0 6 -0.5723350654885415 "3.74x faster" 1
1 6 -0.5839444301951817 "3.84x faster" 1
2 6 -0.5781040372461753 "3.79x faster" 1
3 6 -0.47439232668707193 "2.98x faster" 1
4 6 -0.6804101463067438 "4.79x faster" 1
EOD
set title 'Does batching the force of a commit log pay?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('force every 10' 0, 'force every'."\n".'100' 1, 'force every'."\n".'1000' 2, 'variant: force'."\n".'every 1' 3, 'variant:'."\n".'pre-encoded'."\n".'direct buffer,'."\n".'force every'."\n".'100' 4) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-overlay-jdk17' 3, 'host-tmpfs-jdk17' 4, 'host-tmpfs-jdk25' 5, 'container-tmpfs-jdk17' 6) nomirror
set xrange [-0.5:4.5]
set yrange [6.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1.9:1.9]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels font ',14'
set terminal svg noenhanced size 1420,520 dynamic font 'Sans,16'
set output 'answer-3-commitlog-batch.svg'
replot
unset output
