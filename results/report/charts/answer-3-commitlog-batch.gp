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
set terminal pngcairo noenhanced size 1020,600 font 'Sans,11'
set output 'answer-3-commitlog-batch.png'
$data << EOD
0 0 1.8097925045893553 "65x slower" 1
1 0 0.751671085083438 "5.6x slower" 1
2 0 -0.4056155215270724 "2.5x faster" 1
3 0 -0.5450675027039925 "3.5x faster" 1
0 1 2.2652694036177627 "180x slower" 1
1 1 1.119902909484217 "13x slower" 1
2 1 0.2540838677861832 "~ 1.8x slower" 0
3 1 -0.43826142935469914 "2.7x faster" 1
0 2 1.8287849564233523 "67.4x slower" 1
1 2 0.8938447782998752 "7.83x slower" 1
2 2 0.08834450725371175 "1.23x slower" 1
3 2 -0.4704593576094517 "2.95x faster" 1
0 3 1.8514286733792955 "71.0x slower" 1
1 3 0.8726782187778775 "7.46x slower" 1
2 3 0.056502485740007574 "1.14x slower" 1
3 3 -0.46293999780935713 "2.90x faster" 1
0 4 1.289371152486002 "19x slower" 1
1 4 0.36358065445224164 "2.31x slower" 1
2 4 -0.2548300707834098 "1.8x faster" 1
3 4 -0.5957284203183325 "3.94x faster" 1
0 5 1.2189411679069828 "16.6x slower" 1
1 5 0.3291113544742275 "2.13x slower" 1
2 5 -0.24181310017315238 "1.75x faster" 1
3 5 -0.5859285869043689 "3.85x faster" 1
0 6 -0.6628287752981562 "4.6x faster" 1
1 6 -0.8337183574038433 "6.8x faster" 1
2 6 -0.8034109585827994 "6.4x faster" 1
3 6 -0.8313263267968668 "6.8x faster" 1
0 7 -0.60253938027598 "4.0x faster" 1
1 7 -0.6714070602234216 "4.7x faster" 1
2 7 -0.7286468754358516 "5.4x faster" 1
3 7 -0.7587776513015005 "5.7x faster" 1
0 8 -0.7660009365086219 "5.8x faster" 1
1 8 -0.8868546684988231 "7.7x faster" 1
2 8 -0.9066789133743723 "8.1x faster" 1
3 8 -0.7716867478113685 "5.9x faster" 1
0 9 -0.567010328452984 "3.69x faster" 1
1 9 -0.6972579099562197 "4.98x faster" 1
2 9 -0.6942184654887245 "4.95x faster" 1
3 9 -0.7160772656148726 "5.20x faster" 1
EOD
set title 'Does batching the force of a commit log pay?'."\n".'candidate time / baseline time; hatched grey: ~, n too small or at timer floor'
set xtics ('force every 1' 0, 'force every 10' 1, 'force every 100' 2, 'force every 1000' 3) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-ext4-jdk25' 3, 'container-overlay-jdk17' 4, 'container-overlay-jdk25' 5, 'host-tmpfs-jdk17' 6, 'host-tmpfs-jdk25' 7, 'container-tmpfs-jdk17' 8, 'container-tmpfs-jdk25' 9) nomirror
set xrange [-0.5:3.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-2.3:2.3]
set cblabel 'candidate time / baseline time, log10 (red: slower, blue: faster)'
set tics scale 0
unset key
set lmargin 24
set bmargin 5
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 1020,600 dynamic font 'Sans,11'
set output 'answer-3-commitlog-batch.svg'
replot
unset output
