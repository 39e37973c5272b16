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
set terminal pngcairo noenhanced size 1020,600 font 'Sans,11'
set output 'answer-1-fsync-vs-none.png'
$data << EOD
0 0 1.8266500154776575 "67x slower" 1
1 0 -0.15455094892869703 "~ 1.4x faster" 0
2 0 1.4270751938511135 "27x slower" 1
3 0 1.7551938984910302 "60x slower" 1
0 1 1.9532582199947273 "90x slower" 1
1 1 0.7420315612632157 "5.5x slower" 1
2 1 1.077610700197638 "12x slower" 1
3 1 1.6697754436016163 "50x slower" 1
0 2 1.575603058029792 "38x slower" 1
1 2 0.7811444834360276 "6.0x slower" 1
2 2 1.0740788722497705 "11.9x slower" 1
3 2 1.5602809085142717 "36x slower" 1
0 3 1.690362874972191 "49x slower" 1
1 3 0.8049602245829045 "6.4x slower" 1
2 3 1.1049128844310747 "13x slower" 1
3 3 1.6368752671652704 "43x slower" 1
0 4 1.1567425918622207 "14x slower" 1
1 4 0.14676883881311367 "1.40x slower" 1
2 4 0.3811953596413212 "2.41x slower" 1
3 4 1.1535781525563966 "14.2x slower" 1
0 5 1.13707040739112 "14x slower" 1
1 5 0.15922256956240582 "1.4x slower" 1
2 5 0.3597590334213596 "2.3x slower" 1
3 5 1.1138080015342915 "13x slower" 1
0 6 0.15478739352390178 "~ 1.4x slower" 0
1 6 -0.10237510500718158 "~ 1.3x faster" 0
2 6 0.28560711400987127 "~ 1.9x slower" 0
3 6 0.08088132410596997 "~ 1.2x slower" 0
0 7 0.028845428699835814 "~ 1.1x slower" 0
1 7 0.2969098936349541 "2.0x slower" 1
2 7 -0.01306189480034698 "~ 1.0x faster" 0
3 7 0.038092270527606 "~ 1.1x slower" 0
0 8 0.36723699415112165 "2.3x slower" 1
1 8 0.06280431241022885 "~ 1.2x slower" 0
2 8 0.21270701447845014 "~ 1.6x slower" 0
3 8 0.1786892874718667 "~ 1.5x slower" 0
0 9 0.23756099569960942 "1.7x slower" 1
1 9 0.0970845293471838 "1.3x slower" 1
2 9 0.14787569551048577 "1.41x slower" 1
3 9 0.1805936481632231 "1.5x slower" 1
EOD
set title 'What does a synced write cost?'."\n".'candidate time / baseline time; hatched grey: ~, n too small or at timer floor'
set xtics ('FSYNC vs NONE'."\n".'IN_PLACE' 0, 'FSYNC vs NONE'."\n".'TRUNCATE' 1, 'FSYNC vs NONE'."\n".'RENAME' 2, 'FDATASYNC vs NONE'."\n".'IN_PLACE' 3) nomirror
set ytics ('host-ext4-jdk17' 0, 'host-ext4-jdk25' 1, 'container-ext4-jdk17' 2, 'container-ext4-jdk25' 3, 'container-overlay-jdk17' 4, 'container-overlay-jdk25' 5, 'host-tmpfs-jdk17' 6, 'host-tmpfs-jdk25' 7, 'container-tmpfs-jdk17' 8, 'container-tmpfs-jdk25' 9) nomirror
set xrange [-0.5:3.5]
set yrange [9.5:-0.5]
set palette defined (-1 '#2166ac', 0 '#f7f7f7', 1 '#b2182b')
set cbrange [-2:2]
set cblabel 'candidate time / baseline time, log10 (red: slower, blue: faster)'
set tics scale 0
unset key
set lmargin 24
set bmargin 5
plot $data using ($5 == 1 ? $1 : NaN):2:(0.5):(0.5):3 with boxxyerror fc palette fs solid 1.0 noborder, $data using ($5 == 0 ? $1 : NaN):2:(0.5):(0.5) with boxxyerror fc rgb '#d9d9d9' fs pattern 4 border lc rgb '#969696', $data using 1:2:4 with labels
set terminal svg noenhanced size 1020,600 dynamic font 'Sans,11'
set output 'answer-1-fsync-vs-none.svg'
replot
unset output
