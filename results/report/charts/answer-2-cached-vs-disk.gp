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
0 0 -3.0605330836583597 "1.15e3x faster" 1
1 0 -1.6200789545737126 "41.7x faster" 1
0 1 -3.082501634564187 "1.21e3x faster" 1
1 1 -1.6052582951050558 "40.3x faster" 1
0 2 -3.0729964838015804 "1.18e3x faster" 1
1 2 -1.581039855089918 "38.1x faster" 1
0 3 -3.1888088711663274 "1.54e3x faster" 1
1 3 -1.6329820980189875 "43.0x faster" 1
0 4 -3.0996958552634983 "1.26e3x faster" 1
1 4 -1.6458938666468241 "44.2x faster" 1
0 5 -3.0951605409558445 "1.24e3x faster" 1
1 5 -1.599095112796523 "39.7x faster" 1
0 6 -3.0806264657695026 "1.20e3x faster" 1
1 6 -1.5597970335899094 "36.3x faster" 1
EOD
set title 'Does caching beat re-reading a small file?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('source''s op:'."\n".'cached vs'."\n".'re-read' 0, 'variant: parse'."\n".'and sum, cache'."\n".'vs file' 1) nomirror
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
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels font ',14'
set terminal svg noenhanced size 900,520 dynamic font 'Sans,10'
set output 'answer-2-cached-vs-disk.svg'
replot
unset output
