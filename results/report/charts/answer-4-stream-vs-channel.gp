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
0 0 -0.1291178293016063 "1.35x faster" 1
1 0 -0.891542594123041 "7.79x faster" 1
2 0 -0.0869793899052081 "1.22x faster" 1
3 0 -0.13537415251434842 "1.37x faster" 1
4 0 -0.04029553491793896 "~ 1.1x faster" 0
5 0 -0.0028638225951783864 "~ 1.01x faster" 0
0 1 -0.1180318800700605 "1.31x faster" 1
1 1 -0.8937474776920062 "7.83x faster" 1
2 1 -0.0869072238955315 "1.22x faster" 1
3 1 -0.12268206163589432 "1.33x faster" 1
4 1 0.00481919156266794 "~ 1.01x slower" 0
5 1 0.008008347761693011 "~ 1.02x slower" 0
0 2 -0.13162465748234387 "1.35x faster" 1
1 2 -0.667887675073339 "4.7x faster" 1
2 2 -0.07290722667803207 "1.18x faster" 1
3 2 -0.13454068938575073 "1.36x faster" 1
4 2 -0.044243845575988316 "~ 1.1x faster" 0
5 2 0.02808946731720757 "~ 1.1x slower" 0
0 3 -0.0817917309990353 "1.21x faster" 1
1 3 -0.7562805545474816 "5.71x faster" 1
2 3 -0.0741315491822189 "1.19x faster" 1
3 3 -0.13781844692435657 "1.37x faster" 1
4 3 -0.01722785260222362 "~ 1.0x faster" 0
5 3 -0.01545341411049137 "1.04x faster" 1
0 4 -0.05380941726118383 "1.13x faster" 1
1 4 -0.47655891275357387 "3.00x faster" 1
2 4 -0.08406898804760626 "1.21x faster" 1
3 4 -0.150981910203111 "1.42x faster" 1
4 4 -0.007968279223605951 "~ 1.0x faster" 0
5 4 -0.035248337949022254 "~ 1.1x faster" 0
0 5 -0.03862256828489746 "1.09x faster" 1
1 5 -0.47007140407160475 "2.95x faster" 1
2 5 -0.08310090909085423 "1.21x faster" 1
3 5 -0.1172324115671205 "1.31x faster" 1
4 5 0.020880953650965005 "~ 1.0x slower" 0
5 5 0.012498722438795788 "~ 1.0x slower" 0
0 6 -0.047535319233545 "1.12x faster" 1
1 6 -0.4831367237885895 "3.04x faster" 1
2 6 -0.0707160677925646 "1.18x faster" 1
3 6 -0.13637478363054248 "1.37x faster" 1
4 6 0.040398549472213705 "~ 1.1x slower" 0
5 6 -0.015632861806492256 "~ 1.04x faster" 0
EOD
set title 'Are channels with direct ByteBuffers faster than streams?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('channel vs'."\n".'stream,'."\n".'ReadFile' 0, 'channel vs'."\n".'stream,'."\n".'WriteFile' 1, 'channel vs'."\n".'stream,'."\n".'ReadDevZero' 2, 'channel vs'."\n".'stream,'."\n".'WriteDevNull' 3, 'channel vs'."\n".'stream,'."\n".'ReadSocket' 4, 'channel vs'."\n".'stream,'."\n".'WriteSocket' 5) nomirror
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
