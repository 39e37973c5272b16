# iobench chart: CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs
# re-render: gnuplot commitlogbatchbenchmark-thrpt-tmpfs.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,805 font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs.png'
$data << EOD
"fileChannelForce (batch=1)" 506.611986490712 41.39171619759837 552.1826507606204 22.274727327456286
"fileChannelForce (batch=10)" 644.3338630340185 10.420100243815241 692.6666352140205 13.797926324906804
"fileChannelForce (batch=100)" 668.2091530518876 64.87266841011834 717.2803158131818 10.54336880038126
"fileChannelForce (batch=1000)" 683.3780308712427 19.388146144634078 719.6925566158269 22.788915149744412
"fileChannelForceDirect (batch=1)" 761.3822957328288 20.65991565701564 767.0477122787914 8.84243620915643
"fileChannelForceDirect (batch=10)" 958.3051353024441 7.324476474136401 953.5082812666836 27.074726020504944
"fileChannelForceDirect (batch=100)" 988.3496098910977 7.960468839445834 968.9236398962936 51.96530554938303
"fileChannelForceDirect (batch=1000)" 996.7706486684797 16.744493408306973 975.1786945170561 37.771824072226494
EOD
set title 'CommitLogBatchBenchmark (thrpt, ops/ms) on tmpfs'."\n".'higher is better; error bars: 95% CI'
set ylabel 'ops/ms'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 20
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#8c564b' fs solid 0.8 border -1 title 'host-tmpfs-jdk17', \
     $data using 4:5 lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-tmpfs-jdk25'
set terminal svg noenhanced size 900,805 dynamic font 'Sans,10'
set output 'commitlogbatchbenchmark-thrpt-tmpfs.svg'
replot
unset output
