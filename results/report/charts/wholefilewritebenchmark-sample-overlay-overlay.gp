# iobench chart: WholeFileWriteBenchmark (sample, us/op) on overlay (overlay) (1 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-overlay-overlay.gp (in this folder)
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
set terminal pngcairo noenhanced size 1160,1245 font "Sans,13"
set output "wholefilewritebenchmark-sample-overlay-overlay.png"
$data << EOD
"fileChannelHeap (durability=NONE, writeMode=TRUNCATE)" 299.7303466152356 0 236.11005475358357 0
"fileChannelHeap (durability=NONE, writeMode=IN_PLACE)" 14.25381953920666 0 10.845117129423834 0
"fileChannelHeap (durability=NONE, writeMode=RENAME)" 273.77497085656086 0 276.3006700294791 0
"fileChannelHeap (durability=FDATASYNC, writeMode=TRUNCATE)" 487.39130593607285 0 395.8768890217989 0
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 162.32767387044834 0 191.44368783466768 0
"fileChannelHeap (durability=FDATASYNC, writeMode=RENAME)" 976.9931502441291 0 857.7514896865596 0
"fileChannelHeap (durability=FSYNC, writeMode=TRUNCATE)" 470.85004286463396 0 429.1643306437155 0
"fileChannelHeap (durability=FSYNC, writeMode=IN_PLACE)" 171.99502447890364 0 149.07357238382792 0
"fileChannelHeap (durability=FSYNC, writeMode=RENAME)" 1071.289188711323 0 736.5896910564677 0
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 287.92112541880465 0 215.869875150811 0
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 10.392867919133934 0 8.097920316579344 0
"filesWrite (durability=NONE, writeMode=RENAME)" 345.78303531338815 0 262.36538678338934 0
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 525.2796365973859 0 530.2689118957055 0
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 203.55765938016611 0 166.70378266932454 0
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 860.9165556953594 0 693.6431379509938 0
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 477.9690275769992 0 439.4643261022295 0
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 192.40074322685444 0 186.6118598355828 0
"filesWrite (durability=FSYNC, writeMode=RENAME)" 1130.2249345841153 0 778.6541435791924 0
"randomAccessFile (durability=NONE, writeMode=TRUNCATE)" 226.2825767103011 0 177.20511155980188 0
"randomAccessFile (durability=NONE, writeMode=IN_PLACE)" 10.651883140765877 0 8.621272956403137 0
EOD
set title "WholeFileWriteBenchmark (sample, us/op) on overlay (overlay) (1 of 2)\nchars=1000; lower is better; error bars: 0.999 CI (none: n too small)"
set ylabel "us/op, log scale"
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 36
set key outside top center horizontal
set logscale y
set yrange [4.048960158289672:*]
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title "container-overlay-jdk17", \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title "container-overlay-jdk25"
set terminal svg noenhanced size 1160,1245 dynamic font "Sans,13"
set output "wholefilewritebenchmark-sample-overlay-overlay.svg"
replot
unset output
