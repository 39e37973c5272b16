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
set terminal pngcairo noenhanced size 1320,640 font 'Sans,15'
set output 'answer-3-commitlog-batch.png'
$data << EOD
0 0 0.547630403841764 "3.5x slower" 1
1 0 -0.07954476775723235 "1.20x faster" 1
2 0 -0.31408567000341264 "2.06x faster" 1
3 0 1.3658049891207356 "23.2x slower" 1
4 0 -0.19894259170870873 "1.6x faster" 1
0 1 0.6348418796643206 "4.3x slower" 1
1 1 0.0016322201280992929 "~ 1.0x slower" 0
2 1 -0.3116256618291455 "2.05x faster" 1
3 1 1.395763707742531 "24.9x slower" 1
4 1 -0.13436822867132056 "1.4x faster" 1
0 2 0.9292296650931189 "8.5x slower" 1
1 2 0.0931664252819509 "~ 1.2x slower" 0
2 2 -0.2976933036473036 "1.98x faster" 1
3 2 1.7543593818150816 "56.8x slower" 1
4 2 0.02921796544273079 "1.07x slower" 1
0 3 0.9090430549347159 "8.1x slower" 1
1 3 0.11505738927866183 "~ 1.3x slower" 0
2 3 -0.2756353124983653 "1.9x faster" 1
3 3 1.8118333000740259 "65x slower" 1
4 3 0.06255574566246475 "~ 1.2x slower" 0
0 4 0.39379813110779743 "2.5x slower" 1
1 4 -0.15551715841235744 "1.43x faster" 1
2 4 -0.4527823996491233 "2.84x faster" 1
3 4 1.2054269820222145 "16.0x slower" 1
4 4 -0.25842736602081506 "1.81x faster" 1
0 5 0.4523470317715561 "2.8x slower" 1
1 5 -0.2205558552147007 "1.66x faster" 1
2 5 -0.44024849059386406 "2.76x faster" 1
3 5 1.2528943787441018 "18x slower" 1
4 5 -0.24391096796642667 "1.8x faster" 1
0 6 -0.5254433570331187 "3.35x faster" 1
1 6 -0.5395414234677383 "3.46x faster" 1
2 6 -0.5395053975174687 "3.46x faster" 1
3 6 -0.4419155407145107 "2.77x faster" 1
4 6 -0.7187428783936701 "5.23x faster" 1
0 7 -0.5335940958101547 "3.42x faster" 1
1 7 -0.5308466134055133 "3.40x faster" 1
2 7 -0.5346599862767142 "3.42x faster" 1
3 7 -0.4229620124028998 "2.65x faster" 1
4 7 -0.682709183074435 "4.82x faster" 1
0 8 -0.5737071462957262 "3.75x faster" 1
1 8 -0.5818592154864333 "3.82x faster" 1
2 8 -0.574090143027216 "3.75x faster" 1
3 8 -0.4640759572359996 "2.91x faster" 1
4 8 -0.6775338730741017 "4.76x faster" 1
0 9 -0.537597668250642 "3.45x faster" 1
1 9 -0.5578955500585109 "3.61x faster" 1
2 9 -0.554162318734369 "3.58x faster" 1
3 9 -0.4528590430068659 "2.84x faster" 1
4 9 -0.6692639832287025 "4.67x faster" 1
EOD
set title 'Does batching the force of a commit log pay?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('force every 10' 0, 'force every'."\n".'100' 1, 'force every'."\n".'1000' 2, 'variant: force'."\n".'every 1' 3, 'variant:'."\n".'pre-encoded'."\n".'direct buffer,'."\n".'force every'."\n".'100' 4) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-ext4-jdk25' 3, 'container-overlay-jdk17' 4, 'container-overlay-jdk25' 5, 'host-tmpfs-jdk17' 6, 'host-tmpfs-jdk25' 7, 'container-tmpfs-jdk17' 8, 'container-tmpfs-jdk25' 9) nomirror
set xrange [-0.5:4.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1.9:1.9]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 1320,640 dynamic font 'Sans,15'
set output 'answer-3-commitlog-batch.svg'
replot
unset output
