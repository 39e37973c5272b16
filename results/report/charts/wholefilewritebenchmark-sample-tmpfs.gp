# iobench chart: WholeFileWriteBenchmark (sample, us/op) on tmpfs
# re-render: gnuplot wholefilewritebenchmark-sample-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,973 font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs.png'
$data << EOD
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 4.982960600240587 0.22159329521182783 4.660814773990827 1.2483346128022992
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 9.171361781736737 2.8348106171816454 8.420234773585094 0.34386559174159964
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 4.969704498484206 1.7631285519815145 4.527427300735787 1.2658786855027884
"filesWrite (durability=NONE, writeMode=RENAME)" 17.99583384202236 1.4841834044175972 17.940138380500514 1.2326551826698178
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 6.225876348175625 6.672081972905237 5.234825545803614 2.863873717427969
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 9.295392828489707 2.2267204055059375 9.268748275924866 1.2368704936744443
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 5.47740541925126 1.0394465084741313 4.956883284797042 0.8219639343854033
"filesWrite (durability=FSYNC, writeMode=RENAME)" 20.750365859737148 2.898292513350855 20.604403494856403 0.08238306871858112
"randomAccessFile (durability=FDATASYNC, writeMode=IN_PLACE)" 5.597523908614064 0.4363522621805499 5.488907421848565 0.40777417311707026
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on tmpfs'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 32
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,973 dynamic font 'Sans,10'
set output 'wholefilewritebenchmark-sample-tmpfs.svg'
replot
unset output
