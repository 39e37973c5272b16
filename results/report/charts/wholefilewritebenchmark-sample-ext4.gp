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
set terminal pngcairo noenhanced size 1160,1245 font 'Sans,13'
set output 'wholefilewritebenchmark-sample-ext4.png'
$data << EOD
"fileChannelHeap (durability=NONE, writeMode=TRUNCATE)" 974.1805757413317 968.0454398647043 2017.1001642252097 592.0748992764053
"fileChannelHeap (durability=NONE, writeMode=IN_PLACE)" 12.271449051602872 8.013147188625434 15.028745816602905 3.500962960765572
"fileChannelHeap (durability=NONE, writeMode=RENAME)" 545.9246108276717 442.36447673442575 532.7370758218374 295.7661864227559
"fileChannelHeap (durability=FDATASYNC, writeMode=TRUNCATE)" 1875.098086049032 2599.346875145304 986.7025609515434 870.6576456493126
"fileChannelHeap (durability=FDATASYNC, writeMode=IN_PLACE)" 514.5164476293487 555.6973811210794 445.5647547062728 399.4431140786836
"fileChannelHeap (durability=FDATASYNC, writeMode=RENAME)" 1978.571732283194 2317.270589985472 998.5666003769101 1080.1135032967404
"fileChannelHeap (durability=FSYNC, writeMode=TRUNCATE)" 327.43063017477476 63.44614614344418 1030.9958727567473 932.7907439763842
"fileChannelHeap (durability=FSYNC, writeMode=IN_PLACE)" 133.77151117322276 13.238625424302377 526.6664503982466 582.3991432124418
"fileChannelHeap (durability=FSYNC, writeMode=RENAME)" 1854.7301981262137 2781.4551622078698 2317.121636609119 2721.529782637243
"filesWrite (durability=NONE, writeMode=TRUNCATE)" 1370.7776497108632 1330.072097641353 496.02168193589387 317.869736228785
"filesWrite (durability=NONE, writeMode=IN_PLACE)" 18.082769258339226 14.726984170302067 15.31595894069912 8.278238212674134
"filesWrite (durability=NONE, writeMode=RENAME)" 168.74722796874778 6.087456773691237 401.2471257263898 294.77350844218455
"filesWrite (durability=FDATASYNC, writeMode=TRUNCATE)" 1614.6082118592024 2099.3673084197962 2906.5733157472155 2917.569881807089
"filesWrite (durability=FDATASYNC, writeMode=IN_PLACE)" 1029.1029878070565 1089.5647252848328 716.0109054249465 953.0374661927274
"filesWrite (durability=FDATASYNC, writeMode=RENAME)" 721.9616315789607 389.47366865978205 1507.9696106122867 1464.5111112861355
"filesWrite (durability=FSYNC, writeMode=TRUNCATE)" 960.3202035355022 1036.2882148169967 2738.622815228114 2826.092705872692
"filesWrite (durability=FSYNC, writeMode=IN_PLACE)" 1213.1512668809794 1243.132627750618 1375.3157401341862 1442.9453488447978
"filesWrite (durability=FSYNC, writeMode=RENAME)" 4511.405256221568 4690.328781243701 4797.584521007596 4883.644753914887
"randomAccessFile (durability=NONE, writeMode=TRUNCATE)" 1255.1985561114848 1214.4017400923208 340.5087396301354 321.0781121180573
"randomAccessFile (durability=NONE, writeMode=IN_PLACE)" 11.661363383884556 7.6483609640724035 12.182083760363456 5.794041940119595
EOD
set title 'WholeFileWriteBenchmark (sample, us/op) on ext4 (1 of 2)'."\n".'chars=1000; lower is better; error bars: 95% CI'
set ylabel 'us/op, log scale'
set datafile missing "NaN"
set style data histograms
set style histogram errorbars gap 2 lw 1
set boxwidth 0.9
set grid ytics
set xtics rotate by 90 right nomirror
set bmargin 32
set key outside top center horizontal
set logscale y
set yrange [5.830681691942278:*]
plot $data using 2:3:xtic(1) lc rgb '#e377c2' fs solid 0.8 border -1 title 'host-ext4-jdk17', \
     $data using 4:5 lc rgb '#7f7f7f' fs solid 0.8 border -1 title 'host-ext4-jdk25'
set terminal svg noenhanced size 1160,1245 dynamic font 'Sans,13'
set output 'wholefilewritebenchmark-sample-ext4.svg'
replot
unset output
