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
set terminal pngcairo noenhanced size 1500,640 font 'Sans,17'
set output 'answer-4-stream-vs-channel.png'
$data << EOD
0 0 -0.0889042339101942 "1.2x faster" 1
1 0 -0.8923567274496025 "7.8x faster" 1
2 0 -0.08436537237743559 "1.21x faster" 1
3 0 -0.15551923427048925 "1.43x faster" 1
4 0 0.09447048994891792 "~ 1.2x slower" 0
5 0 0.04078481170477577 "~ 1.1x slower" 0
0 1 -0.10237421275602634 "1.3x faster" 1
1 1 -0.9034720425996879 "8.0x faster" 1
2 1 -0.07468787983735257 "1.19x faster" 1
3 1 -0.125364790755692 "1.33x faster" 1
4 1 -0.0003910238527694263 "~ 1.0x faster" 0
5 1 -0.022987108263913605 "~ 1.1x faster" 0
0 2 -0.04603095583667223 "~ 1.1x faster" 0
1 2 -0.7445422907554973 "5.6x faster" 1
2 2 -0.08302598427925925 "1.21x faster" 1
3 2 -0.17037257194907535 "1.5x faster" 1
4 2 0.0791969367172489 "~ 1.2x slower" 0
5 2 -0.05608522486757532 "~ 1.1x faster" 0
0 3 -0.09864324181896789 "1.25x faster" 1
1 3 -0.6830765319987132 "4.8x faster" 1
2 3 -0.0701595033981823 "1.18x faster" 1
3 3 -0.11271121258039016 "1.30x faster" 1
4 3 -0.1861763986397475 "~ 1.5x faster" 0
5 3 0.0557874980451397 "~ 1.1x slower" 0
0 4 -0.05115764994348438 "1.13x faster" 1
1 4 -0.7812237415287345 "6.0x faster" 1
2 4 -0.07207844280278564 "1.18x faster" 1
3 4 -0.1351937452621915 "1.37x faster" 1
4 4 0.06319977209937831 "~ 1.2x slower" 0
5 4 -0.07919995832204796 "~ 1.2x faster" 0
0 5 -0.0901443099224606 "1.23x faster" 1
1 5 -0.7917605528579217 "6.2x faster" 1
2 5 -0.07122525443041682 "1.18x faster" 1
3 5 -0.1134317735095224 "1.30x faster" 1
4 5 -0.01216295041952316 "~ 1.0x faster" 0
5 5 0.0656133486365917 "~ 1.2x slower" 0
0 6 -0.07381801317973999 "1.19x faster" 1
1 6 -0.5137163817037181 "3.26x faster" 1
2 6 -0.07342671710897805 "1.18x faster" 1
3 6 -0.14909232937643316 "1.41x faster" 1
4 6 0.05304696772207767 "~ 1.1x slower" 0
5 6 0.03239154434985074 "~ 1.1x slower" 0
0 7 0.016653967222380925 "~ 1.0x slower" 0
1 7 -0.5338771477993737 "3.4x faster" 1
2 7 -0.07915584937345341 "1.20x faster" 1
3 7 -0.14039681991801897 "1.38x faster" 1
4 7 -0.060298823760421685 "~ 1.1x faster" 0
5 7 0.03216649156685776 "~ 1.1x slower" 0
0 8 -0.026033293604096383 "~ 1.06x faster" 0
1 8 -0.4955114428925851 "3.13x faster" 1
2 8 -0.07246069423204247 "1.18x faster" 1
3 8 -0.14300331151876025 "1.39x faster" 1
4 8 -0.060460890408221196 "~ 1.1x faster" 0
5 8 -0.01097218322957767 "~ 1.03x faster" 0
0 9 -0.011072208193695622 "~ 1.03x faster" 0
1 9 -0.5012782541719408 "3.17x faster" 1
2 9 -0.0802766101784232 "1.20x faster" 1
3 9 -0.11295405955986894 "1.30x faster" 1
4 9 -0.06648497296284098 "~ 1.2x faster" 0
5 9 -0.07816368460874853 "~ 1.2x faster" 0
EOD
set title 'Are channels with direct ByteBuffers faster than streams?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('channel vs'."\n".'stream,'."\n".'ReadFile' 0, 'channel vs'."\n".'stream,'."\n".'WriteFile' 1, 'channel vs'."\n".'stream,'."\n".'ReadDevZero' 2, 'channel vs'."\n".'stream,'."\n".'WriteDevNull' 3, 'channel vs'."\n".'stream,'."\n".'ReadSocket' 4, 'channel vs'."\n".'stream,'."\n".'WriteSocket' 5) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-ext4-jdk25' 3, 'container-overlay-jdk17' 4, 'container-overlay-jdk25' 5, 'host-tmpfs-jdk17' 6, 'host-tmpfs-jdk25' 7, 'container-tmpfs-jdk17' 8, 'container-tmpfs-jdk25' 9) nomirror
set xrange [-0.5:5.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1:1]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 1500,640 dynamic font 'Sans,17'
set output 'answer-4-stream-vs-channel.svg'
replot
unset output
