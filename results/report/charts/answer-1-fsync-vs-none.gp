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
set terminal pngcairo noenhanced size 1020,600 font "Sans,11"
set output "answer-1-fsync-vs-none.png"
$data << EOD
0 0 1.3022444428993645 "20.1x slower"
1 0 0.3373696404242953 "2.17x slower"
2 0 0.4952981922080617 "3.13x slower"
3 0 1.285838133853188 "19.3x slower"
0 1 1.448180276158686 "28.1x slower"
1 1 0.28135267074900955 "1.91x slower"
2 1 0.4668502707756274 "2.93x slower"
3 1 1.5056302799626502 "32.0x slower"
0 2 1.6257389137247529 "42.2x slower"
1 2 0.9691999804633509 "9.32x slower"
2 2 1.152320133972436 "14.2x slower"
3 2 1.6068841457355834 "40.4x slower"
0 3 1.7313646719252205 "53.9x slower"
1 3 0.8968578876408978 "7.89x slower"
2 3 1.112258657818619 "12.9x slower"
3 3 1.720178680789791 "52.5x slower"
0 4 1.2674713373855615 "18.5x slower"
1 4 0.22012622400674592 "1.66x slower"
2 4 0.5143612020477224 "3.27x slower"
3 4 1.2919520405088838 "19.6x slower"
0 5 1.3625657422171304 "23.0x slower"
1 5 0.30873158626039604 "2.04x slower"
2 5 0.47243805993689764 "2.97x slower"
3 5 1.3135719554978282 "20.6x slower"
0 6 0.09072932369959001 "1.23x slower"
1 6 0.11036327837060818 "1.29x slower"
2 6 0.18237222189779317 "1.52x slower"
3 6 0.1062070822556153 "1.28x slower"
0 7 0.24962210571413784 "1.78x slower"
1 7 0.2698156769469647 "1.86x slower"
2 7 0.267704392688885 "1.85x slower"
3 7 0.2656814142906955 "1.84x slower"
0 8 0.18189561458789066 "1.52x slower"
1 8 0.07261868475614441 "1.18x slower"
2 8 0.106765302921232 "1.28x slower"
3 8 0.17293056303731175 "1.49x slower"
0 9 0.1789864938937021 "1.51x slower"
1 9 0.1617396188765339 "1.45x slower"
2 9 0.15987692253109767 "1.45x slower"
3 9 0.19646668327211098 "1.57x slower"
EOD
set title "What does a synced write cost?\ncandidate time / baseline time; no intervals: n too small"
set xtics ("FSYNC vs NONE\nIN_PLACE" 0, "FSYNC vs NONE\nTRUNCATE" 1, "FSYNC vs NONE\nRENAME" 2, "FDATASYNC vs NONE\nIN_PLACE" 3) nomirror
set ytics ("host-ext4-jdk17" 0, "host-ext4-jdk25" 1, "container-ext4-jdk17" 2, "container-ext4-jdk25" 3, "container-overlay-jdk17" 4, "container-overlay-jdk25" 5, "host-tmpfs-jdk17" 6, "host-tmpfs-jdk25" 7, "container-tmpfs-jdk17" 8, "container-tmpfs-jdk25" 9) nomirror
set xrange [-0.5:3.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-1.8:1.8]
set cblabel "candidate time / baseline time, log10 (red: slower, blue: faster)"
set tics scale 0
unset key
set lmargin 24
set bmargin 5
plot $data using 1:2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using 1:2:4 with labels
set terminal svg noenhanced size 1020,600 dynamic font "Sans,11"
set output "answer-1-fsync-vs-none.svg"
replot
unset output
