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
set terminal pngcairo noenhanced size 1420,520 font 'Sans,16'
set output 'answer-1-fsync-vs-none.png'
$data << EOD
0 0 0.1807785282182875 "1.52x slower" 1
1 0 1.3974639770655213 "25.0x slower" 1
2 0 0.2150354780786604 "1.64x slower" 1
3 0 0.4259824022848793 "2.67x slower" 1
4 0 1.3744825154071498 "23.7x slower" 1
0 1 0.19627583025423245 "1.57x slower" 1
1 1 1.4185661238675442 "26.2x slower" 1
2 1 0.24192278964062575 "1.75x slower" 1
3 1 0.42794576899071063 "2.68x slower" 1
4 1 1.4259465568538636 "26.7x slower" 1
0 2 0.7144873543647183 "5.18x slower" 1
1 2 1.6050002298504649 "40x slower" 1
2 2 0.7991162509997196 "6.3x slower" 1
3 2 1.1036240965101944 "12.7x slower" 1
4 2 1.5860201583331217 "38.5x slower" 1
0 3 0.2037196786618311 "1.60x slower" 1
1 3 1.155161878887903 "14.3x slower" 1
2 3 0.17121375109813364 "1.48x slower" 1
3 3 0.3926223795038565 "2.47x slower" 1
4 3 1.1619365881592987 "14.5x slower" 1
0 4 0.014822444780919018 "1.03x slower" 1
1 4 0.03748541869497833 "1.09x slower" 1
2 4 0.020328111672689074 "1.05x slower" 1
3 4 0.08939622675741662 "1.23x slower" 1
4 4 0.05510153606900187 "1.14x slower" 1
0 5 0.010612248387490477 "~ 1.02x slower" 0
1 5 0.036455709863675974 "1.09x slower" 1
2 5 0.015644695466352398 "1.04x slower" 1
3 5 0.09613552420377575 "1.25x slower" 1
4 5 0.03620675916502561 "1.09x slower" 1
0 6 0.015415961861485871 "1.04x slower" 1
1 6 0.037472825156188716 "1.09x slower" 1
2 6 0.02262155227504084 "1.05x slower" 1
3 6 0.1017640017103941 "1.26x slower" 1
4 6 0.03785869322413494 "1.09x slower" 1
EOD
set title 'What does a synced write cost?'."\n".'candidate time / baseline time (red: slower, blue: faster); hatched grey: ~ (95% CI includes 1), n too small or at timer floor'
set xtics ('source''s op:'."\n".'sync vs'."\n".'writeText' 0, 'variant: in'."\n".'place, FSYNC'."\n".'vs NONE' 1, 'variant:'."\n".'truncate,'."\n".'FSYNC vs'."\n".'NONE' 2, 'variant:'."\n".'rename,'."\n".'FSYNC vs'."\n".'NONE' 3, 'variant: in'."\n".'place,'."\n".'FDATASYNC vs'."\n".'NONE' 4) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-overlay-jdk17' 3, 'host-tmpfs-jdk17' 4, 'host-tmpfs-jdk25' 5, 'container-tmpfs-jdk17' 6) nomirror
set xrange [-0.5:4.5]
set yrange [6.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1.7:1.7]
set cblabel 'log10 time ratio'
set tics scale 0
unset key
set lmargin 24
set rmargin 12
set bmargin 7
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels font ',14'
set terminal svg noenhanced size 1420,520 dynamic font 'Sans,16'
set output 'answer-1-fsync-vs-none.svg'
replot
unset output
