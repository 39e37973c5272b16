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
set terminal pngcairo noenhanced size 900,600 font "Sans,10"
set output "answer-3-commitlog-batch.png"
$data << EOD
0 0 1.6235164957867652 "42.0x slower"
1 0 0.001798766386807714 "1.00x slower"
0 1 1.6146779188300853 "41.2x slower"
1 1 -0.08896432424761662 "1.23x faster"
0 2 1.9913650916127055 "98.0x slower"
1 2 0.21779687050911514 "1.65x slower"
0 3 2.0610089719515003 "115x slower"
1 3 0.1612560309040785 "1.45x slower"
0 4 1.3665005122999938 "23.3x slower"
1 4 -0.23681795427279245 "1.73x faster"
0 5 1.2695402557269198 "18.6x slower"
1 5 -0.3053334964878864 "2.02x faster"
0 6 -0.5719791808686926 "3.73x faster"
1 6 -0.7322876380947667 "5.40x faster"
0 7 -0.6249354032553925 "4.22x faster"
1 7 -0.7606831752012595 "5.76x faster"
0 8 -0.5817701099024936 "3.82x faster"
1 8 -0.7782998148093266 "6.00x faster"
0 9 -0.572530914229912 "3.74x faster"
1 9 -0.717217651857053 "5.21x faster"
EOD
set title "Does batching the force of a commit log pay?\ncandidate time / baseline time; no intervals: n too small"
set xtics ("force every 1" 0, "force every 100" 1) nomirror
set ytics ("host-ext4-jdk17" 0, "host-ext4-jdk25" 1, "container-ext4-jdk17" 2, "container-ext4-jdk25" 3, "container-overlay-jdk17" 4, "container-overlay-jdk25" 5, "host-tmpfs-jdk17" 6, "host-tmpfs-jdk25" 7, "container-tmpfs-jdk17" 8, "container-tmpfs-jdk25" 9) nomirror
set xrange [-0.5:1.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-2.1:2.1]
set cblabel "candidate time / baseline time, log10 (red: slower, blue: faster)"
set tics scale 0
unset key
set lmargin 24
set bmargin 5
plot $data using 1:2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using 1:2:4 with labels
set terminal svg noenhanced size 900,600 dynamic font "Sans,10"
set output "answer-3-commitlog-batch.svg"
replot
unset output
