# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on ext4
# re-render: gnuplot commitlogbatchbenchmark-thrpt-ext4.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,763 font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4.png'
$data << EOD
"fileChannelForce (batch=1)" 4.021175864727967 3.7230670729776665 2.3996149522402925 2.4285117238959417
"fileChannelForce (batch=10)" 54.47961018277189 2.1858048401204404 14.455321082022312 15.632353768365071
"fileChannelForce (batch=100)" 147.44628319827848 115.12886867159672 47.82970958357635 22.41300474578962
"fileChannelForce (batch=1000)" 523.0404384215059 211.17851802643665 205.79844273384265 88.48939263676856
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on ext4'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 17
set key outside top center horizontal
set logscale y
set yrange [1.1998074761201463:*]
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 900,763 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-ext4.svg'
replot
unset output
