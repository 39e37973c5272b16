# iobench chart: What does a synced write cost?
# re-render: gnuplot answer-1-fsync-vs-none.gp (in this folder)
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
set terminal pngcairo noenhanced size 1320,640 font 'Sans,15'
set output 'answer-1-fsync-vs-none.png'
$data << EOD
0 0 0.1770194373997986 "1.50x slower" 1
1 0 1.3721948611272101 "23.6x slower" 1
2 0 0.21624237753653774 "1.6x slower" 1
3 0 0.4095928096038336 "2.57x slower" 1
4 0 1.3651281167896194 "23.2x slower" 1
0 1 0.23132855749782175 "1.7x slower" 1
1 1 1.400465112482531 "25.1x slower" 1
2 1 0.23170350428801334 "1.7x slower" 1
3 1 0.4288412982267622 "2.7x slower" 1
4 1 1.3703504174479446 "23.5x slower" 1
0 2 0.7247969767976504 "5.3x slower" 1
1 2 1.5670670206271111 "36.9x slower" 1
2 2 0.8003043579198 "6.3x slower" 1
3 2 1.1193706291763355 "13x slower" 1
4 2 1.5745079990281878 "37.5x slower" 1
0 3 0.7132050530749623 "5.2x slower" 1
1 3 1.626251179297406 "42x slower" 1
2 3 0.7247772679423045 "5.3x slower" 1
3 3 1.101225442672933 "13x slower" 1
4 3 1.599693469469195 "39.8x slower" 1
0 4 0.20349966411232195 "1.6x slower" 1
1 4 1.16545266402392 "14.6x slower" 1
2 4 0.18408954187366108 "1.53x slower" 1
3 4 0.3862227765554959 "2.4x slower" 1
4 4 1.2121960675662462 "16x slower" 1
0 5 0.1708385954645963 "1.5x slower" 1
1 5 1.1843837964633925 "15x slower" 1
2 5 0.17258586692892405 "1.5x slower" 1
3 5 0.44860183081659516 "2.8x slower" 1
4 5 1.1624056041375919 "14.5x slower" 1
0 6 0.015908562724888525 "1.04x slower" 1
1 6 0.04217407683347606 "1.10x slower" 1
2 6 0.017354194236458217 "1.04x slower" 1
3 6 0.09300135243892489 "1.24x slower" 1
4 6 0.04217407683347606 "1.10x slower" 1
0 7 0.0147769363809876 "1.03x slower" 1
1 7 0.027340262297850065 "~ 1.06x slower" 0
2 7 0.01753298447907996 "1.04x slower" 1
3 7 0.09931875175019098 "1.26x slower" 1
4 7 0.02865763787391809 "1.07x slower" 1
0 8 0.017304858208470296 "1.04x slower" 1
1 8 0.038372651250867994 "1.09x slower" 1
2 8 0.018866973377946683 "1.04x slower" 1
3 8 0.10388022943271083 "1.27x slower" 1
4 8 0.037344126242251516 "1.09x slower" 1
0 9 0.010513693982904285 "~ 1.02x slower" 0
1 9 0.033954729148287725 "1.08x slower" 1
2 9 0.013437963675005809 "~ 1.03x slower" 0
3 9 0.09447799358371908 "1.24x slower" 1
4 9 0.027073433869929206 "1.06x slower" 1
EOD
set title 'What does a synced write cost?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('source''s op:'."\n".'sync vs'."\n".'writeText' 0, 'variant: in'."\n".'place, FSYNC'."\n".'vs NONE' 1, 'variant:'."\n".'truncate,'."\n".'FSYNC vs NONE' 2, 'variant:'."\n".'rename, FSYNC'."\n".'vs NONE' 3, 'variant: in'."\n".'place,'."\n".'FDATASYNC vs'."\n".'NONE' 4) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-ext4-jdk25' 3, 'container-overlay-jdk17' 4, 'container-overlay-jdk25' 5, 'host-tmpfs-jdk17' 6, 'host-tmpfs-jdk25' 7, 'container-tmpfs-jdk17' 8, 'container-tmpfs-jdk25' 9) nomirror
set xrange [-0.5:4.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1.7:1.7]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 1320,640 dynamic font 'Sans,15'
set output 'answer-1-fsync-vs-none.svg'
replot
unset output
