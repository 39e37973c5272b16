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
set terminal pngcairo noenhanced size 900,520 font 'Sans,10'
set output 'answer-2-cached-vs-disk.png'
$data << EOD
0 0 -3.0947687928771526 "1.24e3x faster" 1
1 0 -1.6585478324150225 "46x faster" 1
0 1 -3.078538044652928 "1.20e3x faster" 1
1 1 -1.5971211556515834 "39.5x faster" 1
0 2 -3.077769800747498 "1.20e3x faster" 1
1 2 -1.5667332149329665 "36.9x faster" 1
0 3 -3.1824106255667215 "1.52e3x faster" 1
1 3 -1.6097808763776273 "40.7x faster" 1
0 4 -3.1019740123101345 "1.26e3x faster" 1
1 4 -1.6300430888594144 "42.7x faster" 1
0 5 -3.0856624222277484 "1.22e3x faster" 1
1 5 -1.597584514538741 "39.6x faster" 1
0 6 -3.0671882226880873 "1.17e3x faster" 1
1 6 -1.5566213047310136 "36.0x faster" 1
EOD
set title 'Does caching beat re-reading a small file?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~ (95% CI includes 1), n too small or at timer floor'
set xtics ('source''s op: cached'."\n".'vs re-read' 0, 'variant: parse and'."\n".'sum, cache vs file' 1) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-overlay-jdk17' 3, 'host-tmpfs-jdk17' 4, 'host-tmpfs-jdk25' 5, 'container-tmpfs-jdk17' 6) nomirror
set xrange [-0.5:1.5]
set yrange [6.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-3.2:3.2]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels font ',9'
set terminal svg noenhanced size 900,520 dynamic font 'Sans,10'
set output 'answer-2-cached-vs-disk.svg'
replot
unset output
