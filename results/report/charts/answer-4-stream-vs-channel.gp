# iobench chart: Are channels with direct ByteBuffers faster than streams?
# re-render: gnuplot answer-4-stream-vs-channel.gp (in this folder)
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
set output 'answer-4-stream-vs-channel.png'
$data << EOD
0 0 -0.14424417167286838 "1.39x faster" 1
1 0 -0.9194690359050943 "8.31x faster" 1
2 0 -0.07876349812752516 "1.20x faster" 1
3 0 -0.13680340902621896 "1.37x faster" 1
0 1 0.04050954434824914 "~ 1.1x slower" 0
1 1 -0.8915979921085788 "7.8x faster" 1
2 1 -0.031887147684955854 "~ 1.1x faster" 0
3 1 -0.1852369473748934 "~ 1.5x faster" 0
0 2 0.1608755824908251 "~ 1.4x slower" 0
1 2 -0.8944867082623159 "7.8x faster" 1
2 2 -0.017152878474313883 "~ 1.0x faster" 0
3 2 -0.0025263731563457724 "~ 1.0x faster" 0
0 3 -0.049626827629488196 "~ 1.1x faster" 0
1 3 -0.5087690375073993 "3.23x faster" 1
2 3 -0.03994276513036568 "~ 1.1x faster" 0
3 3 -0.12847884869132667 "1.34x faster" 1
0 4 -0.12434301724210109 "~ 1.3x faster" 0
1 4 -0.4452535763377715 "2.8x faster" 1
2 4 0.042271678960671216 "~ 1.1x slower" 0
3 4 -0.014198843432866017 "~ 1.0x faster" 0
EOD
set title 'Are channels with direct ByteBuffers faster than streams?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('channel vs'."\n".'stream,'."\n".'ReadFile' 0, 'channel vs'."\n".'stream,'."\n".'WriteFile' 1, 'channel vs'."\n".'stream,'."\n".'ReadDevZero' 2, 'channel vs'."\n".'stream,'."\n".'WriteDevNull' 3) nomirror
set ytics ('host-ext4-jdk17' 0, 'container-ext4-jdk17' 1, 'container-overlay-jdk17' 2, 'host-tmpfs-jdk17' 3, 'container-tmpfs-jdk17' 4) nomirror
set xrange [-0.5:3.5]
set yrange [4.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1:1]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 1140,440 dynamic font 'Sans,13'
set output 'answer-4-stream-vs-channel.svg'
replot
unset output
