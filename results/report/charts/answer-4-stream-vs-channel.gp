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
0 0 -0.13870711325143123 "1.38x faster" 1
1 0 -0.760039538365758 "5.75x faster" 1
2 0 -0.08019368534092222 "1.20x faster" 1
3 0 -0.14141374504436455 "1.38x faster" 1
4 0 0.003482237729385926 "~ 1.0x slower" 0
5 0 0.006045175118272198 "~ 1.01x slower" 0
0 1 -0.117578861332846 "1.3x faster" 1
1 1 -0.8408497142610732 "6.9x faster" 1
2 1 -0.07665963667322152 "1.19x faster" 1
3 1 -0.14892220375205378 "1.41x faster" 1
4 1 -0.04046014271063664 "~ 1.1x faster" 0
5 1 -0.03982366281993723 "~ 1.1x faster" 0
0 2 -0.14045109380042514 "1.38x faster" 1
1 2 -0.5509803657681025 "3.56x faster" 1
2 2 -0.06913864480728757 "1.17x faster" 1
3 2 -0.14181366302256376 "1.39x faster" 1
4 2 -0.05621684648690812 "~ 1.1x faster" 0
5 2 -0.001434554620567241 "~ 1.00x faster" 0
0 3 -0.08247315404386367 "1.21x faster" 1
1 3 -0.6881814450804542 "4.88x faster" 1
2 3 -0.07750621213201264 "1.20x faster" 1
3 3 -0.14197920939979494 "1.39x faster" 1
4 3 0.011334370590851564 "~ 1.03x slower" 0
5 3 -0.0032970960902141164 "~ 1.0x faster" 0
0 4 -0.031691419139698584 "1.08x faster" 1
1 4 -0.4192031337462991 "2.63x faster" 1
2 4 -0.08869429440982553 "1.23x faster" 1
3 4 -0.15200470165748747 "1.42x faster" 1
4 4 0.0197030761017809 "~ 1.05x slower" 0
5 4 -0.005854910085534588 "~ 1.01x faster" 0
0 5 -0.022497267383084656 "1.05x faster" 1
1 5 -0.38734449365018697 "2.44x faster" 1
2 5 -0.07752350225395631 "1.20x faster" 1
3 5 -0.15235886196002538 "1.42x faster" 1
4 5 0.01248574896161492 "~ 1.0x slower" 0
5 5 0.007932927067758562 "~ 1.02x slower" 0
0 6 -0.02312531203539316 "1.05x faster" 1
1 6 -0.40880064030036417 "2.56x faster" 1
2 6 -0.08205970182872756 "1.21x faster" 1
3 6 -0.13511140554614962 "1.36x faster" 1
4 6 0.004366995166732735 "~ 1.01x slower" 0
5 6 -0.008160147247228071 "~ 1.02x faster" 0
EOD
set title 'Are channels with direct ByteBuffers faster than streams?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
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
