# iobench chart: WholeFileWriteBenchmark (sample, us/op) on ext4 (1 of 2)
# re-render: gnuplot wholefilewritebenchmark-sample-ext4.gp (in this folder)
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
set output "wholefilewritebenchmark-sample-ext4.png"
$data << EOD
"fileChannelHeap (durability=NONE, writeMode=TRUNCATE)" 287.4339677276031 0 219.17633719449572 0
"fileChannelHeap (durability=NONE, writeMode=IN_PLACE)" 7.2191542531554465 0 5.750530400593325 0
"fileChannelHeap (durability=NONE, writeMode=RENAME)" 235.5011046978454 0 231.27732653524228 0
"fileChannelHeap (durability=FDATASYNC, writeMode=TRUNCATE)" 424.05537187723047 0 371.6336265407597 0
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 171.01853751396447 0 146.40823667002587 0
"fileChannelHeap (durability=FDATASYNC, writeMode=RENAME)" 683.340500794764 0 770.9869734660524 0
"fileChannelHeap (durability=FSYNC, writeMode=TRUNCATE)" 447.015169315178 0 455.1538439070058 0
"fileChannelHeap (durability=FSYNC, writeMode=IN_PLACE)" 161.80034690083838 0 187.4989166090775 0
"fileChannelHeap (durability=FSYNC, writeMode=RENAME)" 795.3246273912571 0 836.0698454319718 0
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 220.35668358014766 0 228.69711279108122 0
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 8.543312414153437 0 5.987075820381614 0
"filesWrite (durability=NONE, writeMode=RENAME)" 216.3607572260573 0 271.31226528844115 0
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 460.01246586345394 0 476.16386491510593 0
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 164.99258312316385 0 191.79842567090853 0
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 811.4678581982248 0 867.7934125432394 0
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 479.1768937973011 0 437.132757581288 0
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 171.34472189158174 0 168.03317529181396 0
"filesWrite (durability=FSYNC, writeMode=RENAME)" 676.8254566278033 0 794.913180768927 0
"randomAccessFile (durability=NONE, writeMode=TRUNCATE)" 177.16996008196548 0 185.39324101855922 0
"randomAccessFile (durability=NONE, writeMode=IN_PLACE)" 6.963037960208269 0 6.0765351900108975 0
EOD
set title "WholeFileWriteBenchmark (sample, us/op) on ext4 (1 of 2)\nchars=1000; lower is better; error bars: 0.999 CI (none: n too small)"
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
set yrange [2.8752652002966625:*]
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title "host-ext4-jdk17", \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title "host-ext4-jdk25"
set terminal svg noenhanced size 1160,1245 dynamic font "Sans,13"
set output "wholefilewritebenchmark-sample-ext4.svg"
replot
unset output
