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
set terminal pngcairo noenhanced size 1020,600 font 'Sans,11'
set output 'answer-4-stream-vs-channel.png'
$data << EOD
0 0 -0.10369209004624416 "1.3x faster" 1
1 0 -0.17713356176351164 "~ 1.5x faster" 0
2 0 -0.08003047149160375 "1.2x faster" 1
3 0 -0.13867955464213366 "1.4x faster" 1
0 1 -0.1068289196934539 "~ 1.3x faster" 0
1 1 0.09378228469230539 "~ 1.2x slower" 0
2 1 -0.1566142325873583 "1.4x faster" 1
3 1 -0.04794394086876534 "~ 1.1x faster" 0
0 2 -0.12189379600444876 "1.32x faster" 1
1 2 -0.02124499883913887 "~ 1.1x faster" 0
2 2 -0.08999478736086508 "1.23x faster" 1
3 2 -0.14092053485041073 "1.38x faster" 1
0 3 -0.08559711574276073 "1.22x faster" 1
1 3 -0.03277270366507409 "~ 1.08x faster" 0
2 3 -0.0736503185597536 "1.18x faster" 1
3 3 -0.11418928894551907 "1.30x faster" 1
0 4 -0.12994118675531993 "1.35x faster" 1
1 4 0.004390160579782831 "~ 1.01x slower" 0
2 4 -0.07869038869283713 "1.20x faster" 1
3 4 -0.1677702558225649 "1.5x faster" 1
0 5 -0.0734807153895772 "1.2x faster" 1
1 5 -0.0529177614225543 "1.13x faster" 1
2 5 -0.08260008191508847 "1.21x faster" 1
3 5 -0.1267381531916188 "1.34x faster" 1
0 6 -0.06710124064150343 "1.2x faster" 1
1 6 0.006780156293414653 "~ 1.0x slower" 0
2 6 -0.09011772599291845 "~ 1.2x faster" 0
3 6 -0.21092404728320932 "1.6x faster" 1
0 7 -0.018218282087956904 "~ 1.0x faster" 0
1 7 -0.021123419283803256 "~ 1.0x faster" 0
2 7 0.0705885832195878 "~ 1.2x slower" 0
3 7 -0.04024584002605843 "~ 1.1x faster" 0
0 8 -0.06562930554089753 "1.2x faster" 1
1 8 0.014151889879493916 "~ 1.0x slower" 0
2 8 -0.06394280784594909 "1.2x faster" 1
3 8 -0.09466849677621861 "~ 1.2x faster" 0
0 9 -0.05178112738263005 "1.1x faster" 1
1 9 -0.02431072685468224 "~ 1.1x faster" 0
2 9 -0.053064887345448515 "1.1x faster" 1
3 9 -0.11539699747317525 "1.30x faster" 1
EOD
set title 'Are channels with direct ByteBuffers faster than streams?'."\n".'candidate time / baseline time; hatched grey: ~, n too small or at timer floor'
set xtics ('channel vs stream'."\n".'ReadFile' 0, 'channel vs stream'."\n".'WriteFile' 1, 'channel vs stream'."\n".'ReadDevZero' 2, 'channel vs stream'."\n".'WriteDevNull' 3) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-ext4-jdk25' 3, 'container-overlay-jdk17' 4, 'container-overlay-jdk25' 5, 'host-tmpfs-jdk17' 6, 'host-tmpfs-jdk25' 7, 'container-tmpfs-jdk17' 8, 'container-tmpfs-jdk25' 9) nomirror
set xrange [-0.5:3.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1:1]
set cblabel 'candidate time / baseline time, log10 (red: slower, blue: faster)'
set tics scale 0
unset key
set lmargin 24
set bmargin 5
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 1020,600 dynamic font 'Sans,11'
set output 'answer-4-stream-vs-channel.svg'
replot
unset output
