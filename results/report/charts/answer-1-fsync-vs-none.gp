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
0 0 1.8266500154776575 "67.1x slower"
1 0 -0.15455094892869703 "~ 1.43x faster"
2 0 1.4270751938511135 "26.7x slower"
3 0 1.7551938984910302 "56.9x slower"
0 1 1.9532582199947273 "89.8x slower"
1 1 0.7420315612632157 "5.52x slower"
2 1 1.077610700197638 "12.0x slower"
3 1 1.6697754436016163 "46.7x slower"
0 2 1.575603058029792 "37.6x slower"
1 2 0.7811444834360276 "6.04x slower"
2 2 1.0740788722497705 "11.9x slower"
3 2 1.5602809085142717 "36.3x slower"
0 3 1.690362874972191 "49.0x slower"
1 3 0.8049602245829045 "6.38x slower"
2 3 1.1049128844310747 "12.7x slower"
3 3 1.6368752671652704 "43.3x slower"
0 4 1.1567425918622207 "14.3x slower"
1 4 0.14676883881311367 "1.40x slower"
2 4 0.3811953596413212 "2.41x slower"
3 4 1.1535781525563966 "14.2x slower"
0 5 1.13707040739112 "13.7x slower"
1 5 0.15922256956240582 "1.44x slower"
2 5 0.3597590334213596 "2.29x slower"
3 5 1.1138080015342915 "13.0x slower"
0 6 0.15478739352390178 "~ 1.43x slower"
1 6 -0.10237510500718158 "~ 1.27x faster"
2 6 0.28560711400987127 "~ 1.93x slower"
3 6 0.08088132410596997 "~ 1.20x slower"
0 7 0.028845428699835814 "~ 1.07x slower"
1 7 0.2969098936349541 "1.98x slower"
2 7 -0.01306189480034698 "~ 1.03x faster"
3 7 0.038092270527606 "~ 1.09x slower"
0 8 0.36723699415112165 "2.33x slower"
1 8 0.06280431241022885 "~ 1.16x slower"
2 8 0.21270701447845014 "~ 1.63x slower"
3 8 0.1786892874718667 "~ 1.51x slower"
0 9 0.23756099569960942 "1.73x slower"
1 9 0.0970845293471838 "1.25x slower"
2 9 0.14787569551048577 "1.41x slower"
3 9 0.1805936481632231 "1.52x slower"
EOD
set title "What does a synced write cost?\ncandidate time / baseline time"
set xtics ("FSYNC vs NONE\nIN_PLACE" 0, "FSYNC vs NONE\nTRUNCATE" 1, "FSYNC vs NONE\nRENAME" 2, "FDATASYNC vs NONE\nIN_PLACE" 3) nomirror
set ytics ("host-ext4-jdk17" 0, "host-ext4-jdk25" 1, "container-ext4-jdk17" 2, "container-ext4-jdk25" 3, "container-overlay-jdk17" 4, "container-overlay-jdk25" 5, "host-tmpfs-jdk17" 6, "host-tmpfs-jdk25" 7, "container-tmpfs-jdk17" 8, "container-tmpfs-jdk25" 9) nomirror
set xrange [-0.5:3.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-2:2]
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
