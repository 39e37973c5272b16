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
set terminal pngcairo noenhanced size 1420,520 font 'Sans,16'
set output 'answer-1-fsync-vs-none.png'
$data << EOD
0 0 0.16964820002959508 "1.48x slower" 1
1 0 1.367379897731438 "23.3x slower" 1
2 0 0.20027837811212534 "1.59x slower" 1
3 0 0.42335299851733543 "2.65x slower" 1
4 0 1.3717992136644999 "23.5x slower" 1
0 1 0.21317251836559045 "1.63x slower" 1
1 1 1.3930501404626112 "24.7x slower" 1
2 1 0.22214437214354701 "1.67x slower" 1
3 1 0.4151898480031419 "2.60x slower" 1
4 1 1.373524042414752 "23.6x slower" 1
0 2 0.7726885622799358 "5.9x slower" 1
1 2 1.641231305961195 "43.8x slower" 1
2 2 0.835424880158369 "6.8x slower" 1
3 2 1.1002788492896949 "12.6x slower" 1
4 2 1.6176388910064843 "41.5x slower" 1
0 3 0.23831438971190627 "1.73x slower" 1
1 3 1.1613750886039695 "14.5x slower" 1
2 3 0.17797629915750107 "1.51x slower" 1
3 3 0.3822282662388187 "2.41x slower" 1
4 3 1.1500860819824632 "14.1x slower" 1
0 4 0.011963358939180931 "1.03x slower" 1
1 4 0.040660134883596856 "1.10x slower" 1
2 4 0.017753130623836096 "1.04x slower" 1
3 4 0.09188403028280817 "1.24x slower" 1
4 4 0.03748587536984359 "1.09x slower" 1
0 5 0.013980926419763501 "1.03x slower" 1
1 5 0.03833374776946534 "1.09x slower" 1
2 5 0.021879318461333886 "1.05x slower" 1
3 5 0.09536996003996415 "1.25x slower" 1
4 5 0.035694542930879744 "1.09x slower" 1
0 6 0.01579426718323179 "1.04x slower" 1
1 6 0.03710959150798995 "1.09x slower" 1
2 6 0.01759657650920982 "1.04x slower" 1
3 6 0.10324241511409771 "1.27x slower" 1
4 6 0.03581896802649538 "1.09x slower" 1
EOD
set title 'What does a synced write cost?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('source''s op:'."\n".'sync vs'."\n".'writeText' 0, 'variant: in'."\n".'place, FSYNC'."\n".'vs NONE' 1, 'variant:'."\n".'truncate,'."\n".'FSYNC vs NONE' 2, 'variant:'."\n".'rename, FSYNC'."\n".'vs NONE' 3, 'variant: in'."\n".'place,'."\n".'FDATASYNC vs'."\n".'NONE' 4) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-overlay-jdk17' 3, 'host-tmpfs-jdk17' 4, 'host-tmpfs-jdk25' 5, 'container-tmpfs-jdk17' 6) nomirror
set xrange [-0.5:4.5]
set yrange [6.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1.7:1.7]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels font ',14'
set terminal svg noenhanced size 1420,520 dynamic font 'Sans,16'
set output 'answer-1-fsync-vs-none.svg'
replot
unset output
