# iobench chart: StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (loop)
# re-render: gnuplot streamsvschannelsbenchmark-avgt-ext4-loop.gp (in this folder)
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
set terminal pngcairo noenhanced size 900,693 font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4-loop.png'
$data << EOD
"channelReadDevZero" 479.9403578888827 23.719007265697968 488.28653883708535 7.0385934747054755
"channelReadFile" 959.1617226045714 34.56531412833579 1103.5104097542157 44.76852773721407
"channelWriteDevNull" 348.30258967939386 16.559918995523947 347.8635952519173 2.806525438272201
"channelWriteFile" 2127.3161812335998 203.6161137146164 2242.6416793996 208.47315749227167
"streamReadDevZero" 590.4485472353226 21.338661594359614 578.5289154604886 20.3882982042033
"streamReadFile" 1269.947112625863 87.80253368690214 1343.920411589637 42.99779602971421
"streamWriteDevNull" 481.8115851188819 13.874098619553676 452.478835546731 12.068563025476454
"streamWriteFile" 2233.9684861068013 312.7860050067465 2418.424828891597 107.33058302766473
EOD
set title 'StreamsVsChannelsBenchmark (avgt, ns/op) on ext4 (loop)'."\n".'bufferSize=8192; lower is better; error bars: 95% CI'
set ylabel 'ns/op'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 11
set key outside top center horizontal
set yrange [0:*]
plot $data using 2:3:xtic(1) lc rgb '#1f77b4' fs solid 0.8 border -1 title 'container-ext4-jdk17', \
     $data using 4:5 lc rgb '#ff7f0e' fs solid 0.8 border -1 title 'container-ext4-jdk25'
set terminal svg noenhanced size 900,693 dynamic font 'Sans,10'
set output 'streamsvschannelsbenchmark-avgt-ext4-loop.svg'
replot
unset output
