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
0 0 0.1909578463403684 "1.55x slower" 1
1 0 1.3904692541810908 "24.6x slower" 1
2 0 0.22455104160798714 "1.68x slower" 1
3 0 0.41898533476472366 "2.62x slower" 1
4 0 1.3722491075008163 "23.6x slower" 1
0 1 0.21662085984687185 "1.6x slower" 1
1 1 1.4087102623089445 "25.6x slower" 1
2 1 0.22712376502992992 "1.69x slower" 1
3 1 0.4387486849424354 "2.75x slower" 1
4 1 1.401174050824962 "25x slower" 1
0 2 0.7337384532995954 "5.42x slower" 1
1 2 1.5978471353439259 "39.6x slower" 1
2 2 0.7987274571285972 "6.3x slower" 1
3 2 1.110347987639698 "12.9x slower" 1
4 2 1.5989041867776346 "39.7x slower" 1
0 3 0.21501331209100288 "1.64x slower" 1
1 3 1.1844159506422325 "15.3x slower" 1
2 3 0.1908775050635781 "1.6x slower" 1
3 3 0.3933375865671761 "2.47x slower" 1
4 3 1.227337201019918 "17x slower" 1
0 4 0.012113361897756154 "1.03x slower" 1
1 4 0.037749081367359646 "1.09x slower" 1
2 4 0.020535733134850954 "1.05x slower" 1
3 4 0.09125176508525172 "1.23x slower" 1
4 4 0.03687962265473075 "1.09x slower" 1
0 5 0.015441448574687653 "1.04x slower" 1
1 5 0.04622327362554141 "1.11x slower" 1
2 5 0.02070859472412696 "1.05x slower" 1
3 5 0.09780206072115777 "1.25x slower" 1
4 5 0.04528316364812592 "1.11x slower" 1
0 6 0.015956226715932414 "1.04x slower" 1
1 6 0.03673136834713737 "1.09x slower" 1
2 6 0.01906630926446273 "1.04x slower" 1
3 6 0.10183707063381348 "1.26x slower" 1
4 6 0.039246781155326066 "1.09x slower" 1
EOD
set title 'What does a synced write cost?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('source''s op:'."\n".'sync vs'."\n".'writeText' 0, 'variant: in'."\n".'place, FSYNC'."\n".'vs NONE' 1, 'variant:'."\n".'truncate,'."\n".'FSYNC vs'."\n".'NONE' 2, 'variant:'."\n".'rename,'."\n".'FSYNC vs'."\n".'NONE' 3, 'variant: in'."\n".'place,'."\n".'FDATASYNC vs'."\n".'NONE' 4) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-overlay-jdk17' 3, 'host-tmpfs-jdk17' 4, 'host-tmpfs-jdk25' 5, 'container-tmpfs-jdk17' 6) nomirror
set xrange [-0.5:4.5]
set yrange [6.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1.6:1.6]
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
