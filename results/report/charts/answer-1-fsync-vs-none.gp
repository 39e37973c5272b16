# iobench chart: What does a synced write cost?
# re-render: gnuplot answer-1-fsync-vs-none.gp (in this folder)
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
set terminal pngcairo noenhanced size 1320,440 font 'Sans,15'
set output 'answer-1-fsync-vs-none.png'
$data << EOD
0 0 0.24415416361677547 "1.8x slower" 1
1 0 1.389958879173725 "25x slower" 1
2 0 0.6491447348993118 "~ 4.5x slower" 0
3 0 0.37016065006443444 "2.3x slower" 1
4 0 1.4194612993927735 "26x slower" 1
0 1 1.70534541350898 "51x slower" 1
1 1 1.9424979940830185 "88x slower" 1
2 1 0.9374450101379684 "8.7x slower" 1
3 1 1.7702905689122552 "59x slower" 1
4 1 1.4749172255209129 "29.8x slower" 1
0 2 0.8295208386768048 "6.8x slower" 1
1 2 1.1591513688841664 "14.4x slower" 1
2 2 0.2719213071591647 "1.9x slower" 1
3 2 0.26591637624765685 "1.8x slower" 1
4 2 1.1461511076086446 "14.0x slower" 1
0 3 0.014351679291063414 "1.03x slower" 1
1 3 0.03723617390236108 "1.09x slower" 1
2 3 0.018454897768928575 "1.04x slower" 1
3 3 0.0929504138678795 "1.24x slower" 1
4 3 0.03788712753195618 "1.09x slower" 1
0 4 0.01025940185025639 "1.02x slower" 1
1 4 0.006455149783007515 "~ 1.01x slower" 0
2 4 0.024628017241832237 "1.06x slower" 1
3 4 0.10096010870668197 "1.26x slower" 1
4 4 0.03075158193571677 "~ 1.07x slower" 0
EOD
set title 'What does a synced write cost?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~, n too small or at timer floor'
set xtics ('source''s op:'."\n".'sync vs'."\n".'writeText' 0, 'variant: in'."\n".'place, FSYNC'."\n".'vs NONE' 1, 'variant:'."\n".'truncate,'."\n".'FSYNC vs NONE' 2, 'variant:'."\n".'rename, FSYNC'."\n".'vs NONE' 3, 'variant: in'."\n".'place,'."\n".'FDATASYNC vs'."\n".'NONE' 4) nomirror
set ytics ('host-ext4-jdk17' 0, 'container-ext4-jdk17' 1, 'container-overlay-jdk17' 2, 'host-tmpfs-jdk17' 3, 'container-tmpfs-jdk17' 4) nomirror
set xrange [-0.5:4.5]
set yrange [4.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-2:2]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 1320,440 dynamic font 'Sans,15'
set output 'answer-1-fsync-vs-none.svg'
replot
unset output
