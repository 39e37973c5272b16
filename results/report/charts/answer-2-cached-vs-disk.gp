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
set terminal pngcairo noenhanced size 900,600 font 'Sans,10'
set output 'answer-2-cached-vs-disk.png'
$data << EOD
0 0 0 "at timer floor" 0
0 1 0 "at timer floor" 0
0 2 0 "at timer floor" 0
0 3 0 "at timer floor" 0
0 4 0 "at timer floor" 0
0 5 0 "at timer floor" 0
0 6 0 "at timer floor" 0
0 7 0 "at timer floor" 0
0 8 0 "at timer floor" 0
0 9 0 "at timer floor" 0
EOD
set title 'Does caching beat re-reading a small file?'."\n".'candidate time / baseline time; hatched grey: ~, n too small or at timer floor'
set xtics ('cache vs disk' 0) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-ext4-jdk25' 3, 'container-overlay-jdk17' 4, 'container-overlay-jdk25' 5, 'host-tmpfs-jdk17' 6, 'host-tmpfs-jdk25' 7, 'container-tmpfs-jdk17' 8, 'container-tmpfs-jdk25' 9) nomirror
set xrange [-0.5:0.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1:1]
set cblabel 'candidate time / baseline time, log10 (red: slower, blue: faster)'
set tics scale 0
unset key
set lmargin 24
set bmargin 5
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 900,600 dynamic font 'Sans,10'
set output 'answer-2-cached-vs-disk.svg'
replot
unset output
