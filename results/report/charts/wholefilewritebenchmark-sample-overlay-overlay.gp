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
set terminal pngcairo noenhanced size 1160,1245 font 'Sans,13'
set output 'wholefilewritebenchmark-sample-overlay-overlay.png'
$data << EOD
"fileChannelHeap (durability=NONE, writeMode=TRUNCATE)" 183.2124264225711 14.588269673192382 180.79940556240788 13.514796380106494
"fileChannelHeap (durability=NONE, writeMode=IN_PLACE)" 8.861442507710388 0.9007042187785902 9.011978363153775 1.7849881611564928
"fileChannelHeap (durability=NONE, writeMode=RENAME)" 221.5633182478709 11.43860151542731 202.64368971510507 15.296021195105695
"fileChannelHeap (durability=FDATASYNC, writeMode=TRUNCATE)" 295.1558970695745 20.778229520335632 249.16123051884918 10.943167607047755
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 130.0234843329056 16.734059594515195 128.38444755786995 12.417710263718396
"fileChannelHeap (durability=FDATASYNC, writeMode=RENAME)" 533.7614089563175 24.55725838980182 499.14960584838553 31.79630993144999
"fileChannelHeap (durability=FSYNC, writeMode=TRUNCATE)" 278.0324512452485 14.977211065872439 251.74047113810306 7.803618792328629
"fileChannelHeap (durability=FSYNC, writeMode=IN_PLACE)" 118.84903209668006 8.540238477777944 130.6597628674867 16.004525244293195
"fileChannelHeap (durability=FSYNC, writeMode=RENAME)" 534.9461022839462 42.190857488374874 449.80572759197094 4.009059189155945
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 203.9134131416679 7.29218750583692 186.85776265051098 14.502816898508481
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 8.76271957361096 0.37478562974624735 9.265594191936222 1.3466943676807388
"filesWrite (durability=NONE, writeMode=RENAME)" 212.0208412641905 6.407272544927325 212.763079656977 24.37145409640544
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 322.5115200808319 38.698287926962905 279.0392252123394 14.795358920428574
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 124.80071287470561 8.993744982993528 120.4151904491909 16.48298513941287
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 516.8926422649464 41.3105702805571 486.65455235589724 25.196415871629473
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 285.9003143176756 13.049360667766146 269.60858312162316 28.057651129145277
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 125.71338062653295 12.624103508442237 127.0409353852685 23.938223670119573
"filesWrite (durability=FSYNC, writeMode=RENAME)" 510.0043883650363 37.38894748864693 487.14169324605047 11.781051969136085
"randomAccessFile (durability=NONE, writeMode=TRUNCATE)" 174.8271428880613 12.088745090099188 176.94668422162746 18.151446481507687
"randomAccessFile (durability=NONE, writeMode=IN_PLACE)" 10.139738155517605 1.4572463110831688 9.788150872060802 0.7364573096394164
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on overlay (overlay) (1 of 2)'."\n".'chars=1000; lower is better; error bars: 95% CI'
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
plot $data using 2:3:xtic(1) lc rgb '#2ca02c' fs solid 0.8 border -1 title 'container-overlay-jdk17', \
     $data using 4:5 lc rgb '#d62728' fs solid 0.8 border -1 title 'container-overlay-jdk25'
set terminal svg noenhanced size 1160,1245 dynamic font 'Sans,13'
set output 'wholefilewritebenchmark-sample-overlay-overlay.svg'
replot
unset output
