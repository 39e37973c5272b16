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
0 0 0.5539527047979032 "3.6x slower" 1
1 0 -0.10360061317581439 "1.27x faster" 1
2 0 -0.31612759302684285 "2.07x faster" 1
3 0 1.3775626655008832 "23.9x slower" 1
4 0 -0.20346789582454386 "1.60x faster" 1
0 1 0.6081248904160927 "4.1x slower" 1
1 1 -0.008650585355074866 "~ 1.02x faster" 0
2 1 -0.31505548053764054 "2.07x faster" 1
3 1 1.4358926165102124 "27.3x slower" 1
4 1 -0.12776805355559018 "1.34x faster" 1
0 2 0.9187026006137916 "8.3x slower" 1
1 2 0.09936298580094811 "1.26x slower" 1
2 2 -0.3234013536232413 "2.11x faster" 1
3 2 1.7882240477953828 "61x slower" 1
4 2 0.04737967685800758 "1.12x slower" 1
0 3 0.4168166163760852 "2.61x slower" 1
1 3 -0.20971412490336974 "1.62x faster" 1
2 3 -0.44613445472357594 "2.79x faster" 1
3 3 1.2319588390013805 "17.1x slower" 1
4 3 -0.25365782529726383 "1.79x faster" 1
0 4 -0.5353962326869304 "3.43x faster" 1
1 4 -0.5432927105646733 "3.49x faster" 1
2 4 -0.5466418686951933 "3.52x faster" 1
3 4 -0.4511257969889998 "2.83x faster" 1
4 4 -0.7195937357642804 "5.24x faster" 1
0 5 -0.5349363170742498 "3.43x faster" 1
1 5 -0.5435690492687104 "3.50x faster" 1
2 5 -0.5461182791977881 "3.52x faster" 1
3 5 -0.409014146812304 "2.56x faster" 1
4 5 -0.6842088261277182 "4.83x faster" 1
0 6 -0.5809725583024031 "3.81x faster" 1
1 6 -0.580577671196011 "3.81x faster" 1
2 6 -0.5789097965166234 "3.79x faster" 1
3 6 -0.4831763263413351 "3.04x faster" 1
4 6 -0.6868497722973983 "4.86x faster" 1
EOD
set title 'Does batching the force of a commit log pay?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~ (95% CI includes 1), n too small or at timer floor'
set xtics ('force every'."\n".'10' 0, 'force every'."\n".'100' 1, 'force every'."\n".'1000' 2, 'variant:'."\n".'force every'."\n".'1' 3, 'variant:'."\n".'pre-encoded'."\n".'direct'."\n".'buffer,'."\n".'force every'."\n".'100' 4) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-overlay-jdk17' 3, 'host-tmpfs-jdk17' 4, 'host-tmpfs-jdk25' 5, 'container-tmpfs-jdk17' 6) nomirror
set xrange [-0.5:4.5]
set yrange [6.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1.8:1.8]
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
