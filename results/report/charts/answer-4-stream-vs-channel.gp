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
set terminal pngcairo noenhanced size 1600,520 font 'Sans,18'
set output 'answer-4-stream-vs-channel.png'
$data << EOD
0 0 -0.15083627006631556 "1.42x faster" 1
1 0 -0.8449024073482104 "7.0x faster" 1
2 0 -0.09979113094677312 "1.26x faster" 1
3 0 -0.14078345734356354 "1.38x faster" 1
4 0 -0.03867554139011214 "~ 1.09x faster" 0
5 0 0.01300270720816153 "~ 1.03x slower" 0
0 1 -0.08813245912048726 "1.22x faster" 1
1 1 -0.9904956851347403 "9.8x faster" 1
2 1 -0.07736149949271466 "1.19x faster" 1
3 1 -0.14749569861978734 "1.40x faster" 1
4 1 0.008204603349842528 "~ 1.02x slower" 0
5 1 0.024734308198758007 "~ 1.1x slower" 0
0 2 -0.10531461171097418 "1.27x faster" 1
1 2 -0.7945004497150777 "6.2x faster" 1
2 2 -0.07429976304320622 "1.19x faster" 1
3 2 -0.14045871228346227 "1.38x faster" 1
4 2 0.019080739704343704 "~ 1.04x slower" 0
5 2 -0.0616691734199278 "~ 1.15x faster" 0
0 3 -0.06729444025653915 "1.17x faster" 1
1 3 -0.7993781924808846 "6.30x faster" 1
2 3 -0.07638456850853331 "1.19x faster" 1
3 3 -0.14454890283838082 "1.39x faster" 1
4 3 -0.02793170765256835 "~ 1.07x faster" 0
5 3 -0.028193951893253126 "1.07x faster" 1
0 4 -0.05076025814035935 "1.12x faster" 1
1 4 -0.48927869059239215 "3.09x faster" 1
2 4 -0.07908711280195364 "1.20x faster" 1
3 4 -0.14890322885657156 "1.41x faster" 1
4 4 -0.037043163604213405 "1.09x faster" 1
5 4 0.06861655877143448 "~ 1.17x slower" 0
0 5 -0.06215460651426382 "1.15x faster" 1
1 5 -0.5160877990312193 "3.28x faster" 1
2 5 -0.07960964751184403 "1.20x faster" 1
3 5 -0.13791284484664298 "1.37x faster" 1
4 5 -0.02328302314261177 "~ 1.06x faster" 0
5 5 -0.00456158326640245 "~ 1.01x faster" 0
0 6 -0.03551174210745396 "1.09x faster" 1
1 6 -0.5007221362861103 "3.17x faster" 1
2 6 -0.08197753968848454 "1.21x faster" 1
3 6 -0.1459835254954698 "1.40x faster" 1
4 6 -0.016273782269427984 "~ 1.04x faster" 0
5 6 -0.015231205441683767 "1.04x faster" 1
EOD
set title 'Are channels with direct ByteBuffers faster than streams?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~ (95% CI includes 1), n too small or at timer floor'
set xtics ('channel vs'."\n".'stream,'."\n".'ReadFile' 0, 'channel vs'."\n".'stream,'."\n".'WriteFile' 1, 'channel vs'."\n".'stream,'."\n".'Read'."\n".'DevZero' 2, 'channel vs'."\n".'stream,'."\n".'Write'."\n".'DevNull' 3, 'channel vs'."\n".'stream,'."\n".'ReadSocket' 4, 'channel vs'."\n".'stream,'."\n".'Write'."\n".'Socket' 5) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-overlay-jdk17' 3, 'host-tmpfs-jdk17' 4, 'host-tmpfs-jdk25' 5, 'container-tmpfs-jdk17' 6) nomirror
set xrange [-0.5:5.5]
set yrange [6.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1:1]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels font ',14'
set terminal svg noenhanced size 1600,520 dynamic font 'Sans,18'
set output 'answer-4-stream-vs-channel.svg'
replot
unset output
