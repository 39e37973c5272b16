# iobench chart: Does batching the force of a commit log pay?
# re-render: gnuplot answer-3-commitlog-batch.gp (in this folder)
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
set output 'answer-3-commitlog-batch.png'
$data << EOD
0 0 0.5762235303687373 "3.77x slower" 1
1 0 -0.08344080022430643 "1.21x faster" 1
2 0 -0.30423268963315964 "2.01x faster" 1
3 0 1.3791869113263209 "23.9x slower" 1
4 0 -0.21048801346368953 "1.62x faster" 1
0 1 0.6226803532793214 "4.2x slower" 1
1 1 -0.06494843009753021 "1.16x faster" 1
2 1 -0.33035441198266036 "2.14x faster" 1
3 1 1.4148018903317756 "26x slower" 1
4 1 -0.17564703574401175 "1.50x faster" 1
0 2 0.8915135929769108 "7.79x slower" 1
1 2 0.07632017475302204 "1.19x slower" 1
2 2 -0.29456555097516857 "1.97x faster" 1
3 2 1.7784472608971826 "60.0x slower" 1
4 2 0.04986680894406598 "1.12x slower" 1
0 3 0.4659264895451384 "2.9x slower" 1
1 3 -0.19072389472067364 "1.55x faster" 1
2 3 -0.42423455860851733 "2.66x faster" 1
3 3 1.2488369543258933 "18x slower" 1
4 3 -0.26458642917143366 "1.84x faster" 1
0 4 -0.5334165455598416 "3.42x faster" 1
1 4 -0.5440175129087005 "3.50x faster" 1
2 4 -0.5522113304521286 "3.57x faster" 1
3 4 -0.44964711883574693 "2.82x faster" 1
4 4 -0.7273463315071439 "5.34x faster" 1
0 5 -0.5191918589714825 "3.31x faster" 1
1 5 -0.5223753240222798 "3.33x faster" 1
2 5 -0.5374153198181192 "3.45x faster" 1
3 5 -0.4245728067940133 "2.66x faster" 1
4 5 -0.6902899027446205 "4.90x faster" 1
0 6 -0.5656466855652491 "3.68x faster" 1
1 6 -0.5744037176378032 "3.75x faster" 1
2 6 -0.576758281326532 "3.77x faster" 1
3 6 -0.47668533252251083 "3.00x faster" 1
4 6 -0.683895150618123 "4.83x faster" 1
EOD
set title 'Does batching the force of a commit log pay?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('force every'."\n".'10' 0, 'force every'."\n".'100' 1, 'force every'."\n".'1000' 2, 'variant:'."\n".'force every'."\n".'1' 3, 'variant:'."\n".'pre-encoded'."\n".'direct'."\n".'buffer,'."\n".'force every'."\n".'100' 4) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-overlay-jdk17' 3, 'host-tmpfs-jdk17' 4, 'host-tmpfs-jdk25' 5, 'container-tmpfs-jdk17' 6) nomirror
set xrange [-0.5:4.5]
set yrange [6.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1.8:1.8]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels font ',14'
set terminal svg noenhanced size 1420,520 dynamic font 'Sans,16'
set output 'answer-3-commitlog-batch.svg'
replot
unset output
