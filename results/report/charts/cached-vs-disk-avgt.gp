# iobench chart: Cached vs disk reads (avgt): candidate / baseline
# re-render: gnuplot cached-vs-disk-avgt.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,826 font "Sans,10"
set output "cached-vs-disk-avgt.png"
$data << EOD
"readFromCache @container-ext4-jdk17" 0.000013196617668351589 0.000013196617668351589 0.000013196617668351589
"readFromCache @container-ext4-jdk25" 0.000010007111125604037 0.000010007111125604037 0.000010007111125604037
"readFromCache @container-overlay-jdk17" 0.000013143554846101758 0.000013143554846101758 0.000013143554846101758
"readFromCache @container-overlay-jdk25" 0.000010807309337740825 0.000010807309337740825 0.000010807309337740825
"readFromCache @container-tmpfs-jdk17" 0.000015173111571398405 0.000015173111571398405 0.000015173111571398405
"readFromCache @container-tmpfs-jdk25" 0.00001405982220230782 0.00001405982220230782 0.00001405982220230782
"readFromCache @host-ext4-jdk17" 0.000008280891351816216 0.000008280891351816216 0.000008280891351816216
"readFromCache @host-ext4-jdk25" 0.000009639106115394255 0.000009639106115394255 0.000009639106115394255
"readFromCache @host-tmpfs-jdk17" 0.000009371528396028857 0.000009371528396028857 0.000009371528396028857
"readFromCache @host-tmpfs-jdk25" 0.000009630441077542028 0.000009630441077542028 0.000009630441077542028
EOD
set title "Cached vs disk reads (avgt): candidate / baseline"
set ylabel "ratio of means, 0.999 CI (none: n too small) (time: below 1 = candidate faster)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 24
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 900,826 dynamic font "Sans,10"
set output "cached-vs-disk-avgt.svg"
replot
unset output
