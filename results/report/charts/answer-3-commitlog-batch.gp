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
set terminal pngcairo noenhanced size 1140,440 font 'Sans,13'
set output 'answer-3-commitlog-batch.png'
$data << EOD
0 0 1.0106273843282372 "10x slower" 1
1 0 0.3787273991933022 "~ 2.4x slower" 0
2 0 0.017527140881467968 "~ 1.0x slower" 0
3 0 1.8912190614986661 "80x slower" 1
0 1 0.6786489255247287 "4.8x slower" 1
1 1 -0.10035898127138422 "~ 1.3x faster" 0
2 1 -0.4194184750606087 "2.6x faster" 1
3 1 1.575020488375914 "38x slower" 1
0 2 0.4125784457268307 "2.6x slower" 1
1 2 -0.09876558423184173 "~ 1.3x faster" 0
2 2 -0.5554396837554433 "3.6x faster" 1
3 2 1.7170292184765517 "50x slower" 1
0 3 -0.6384397563486914 "4.3x faster" 1
1 3 -0.7272199431813646 "5.3x faster" 1
2 3 -0.7340323665647319 "5.4x faster" 1
3 3 -0.6291776580618711 "4.3x faster" 1
0 4 -0.7584095570012411 "5.7x faster" 1
1 4 -0.827342326182213 "6.7x faster" 1
2 4 -0.805515990231534 "6.4x faster" 1
3 4 -0.6559440501244612 "4.5x faster" 1
EOD
set title 'Does batching the force of a commit log pay?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('force every 10' 0, 'force every'."\n".'100' 1, 'force every'."\n".'1000' 2, 'variant: force'."\n".'every 1' 3) nomirror
set ytics ('host-ext4-jdk17' 0, 'container-ext4-jdk17' 1, 'container-overlay-jdk17' 2, 'host-tmpfs-jdk17' 3, 'container-tmpfs-jdk17' 4) nomirror
set xrange [-0.5:3.5]
set yrange [4.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1.9:1.9]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 1140,440 dynamic font 'Sans,13'
set output 'answer-3-commitlog-batch.svg'
replot
unset output
