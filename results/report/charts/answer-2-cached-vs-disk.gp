# iobench chart: Does caching beat re-reading a small file?
# re-render: gnuplot answer-2-cached-vs-disk.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,640 font 'Sans,10'
set output 'answer-2-cached-vs-disk.png'
$data << EOD
0 0 -3.0738667724098048 "1.2e3x faster" 1
1 0 -1.6079993418750023 "41x faster" 1
0 1 -3.085358141453134 "1.22e3x faster" 1
1 1 -1.6033021785880277 "40.1x faster" 1
0 2 -3.0611946670106924 "1.15e3x faster" 1
1 2 -1.5736193964783693 "37.5x faster" 1
0 3 -3.139179611509143 "1.38e3x faster" 1
1 3 -1.6861912307019833 "49x faster" 1
0 4 -3.1998841946094454 "1.58e3x faster" 1
1 4 -1.6344575816298033 "43.1x faster" 1
0 5 -3.257952178913239 "1.81e3x faster" 1
1 5 -1.7292422495146769 "54x faster" 1
0 6 -3.083485639851744 "1.21e3x faster" 1
1 6 -1.6360112811628797 "43.3x faster" 1
0 7 -3.087389087046028 "1.22e3x faster" 1
1 7 -1.602260683558457 "40.0x faster" 1
0 8 -3.073471973157023 "1.18e3x faster" 1
1 8 -1.5719955735493687 "37.3x faster" 1
0 9 -3.13880987890614 "1.38e3x faster" 1
1 9 -1.699330760310346 "50.0x faster" 1
EOD
set title 'Does caching beat re-reading a small file?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('source''s op:'."\n".'cached vs'."\n".'re-read' 0, 'variant: parse'."\n".'and sum, cache'."\n".'vs file' 1) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-ext4-jdk25' 3, 'container-overlay-jdk17' 4, 'container-overlay-jdk25' 5, 'host-tmpfs-jdk17' 6, 'host-tmpfs-jdk25' 7, 'container-tmpfs-jdk17' 8, 'container-tmpfs-jdk25' 9) nomirror
set xrange [-0.5:1.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-3.3:3.3]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 900,640 dynamic font 'Sans,10'
set output 'answer-2-cached-vs-disk.svg'
replot
unset output
