# iobench chart: FSYNC vs NONE per write API (sample): candidate / baseline
# re-render: gnuplot fsync-vs-none-sample.gp (in this folder)
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
set terminal pngcairo noenhanced size 4000,1057 font "Sans,10"
set output "fsync-vs-none-sample.png"
$data << EOD
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" 6.4112650430646525 5.1555798510589685 7.6669502350703365
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" 23.892419268217672 10.014379671280514 37.77045886515483
"fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk17" 9.556415543576634 8.004154159017073 11.108676928136195
"filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" 9.270869545646237 7.826916153376089 10.714822937916384
"filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" 42.33248081322184 29.37828619933842 55.286675427105266
"filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk17" 14.186900236295298 12.27694621198848 16.096854260602115
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk17" 8.720871317444924 7.978747195612912 9.462995439276936
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk17" 78.35237440195357 61.62168584754033 95.0830629563668
"randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk17" 15.161201921513426 13.70594485610615 16.6164589869207
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" 5.374403268376546 4.4602436905321925 6.288562846220899
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" 31.307846098614704 16.894060737468244 45.72163145976116
"fileChannelHeap chars=1000 writeMode=RENAME @container-ext4-jdk25" 14.40932567300713 11.373361510889765 17.445289835124495
"filesWrite chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" 7.979255959461051 6.829529589073114 9.128982329848988
"filesWrite chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" 55.30016732198674 34.139892090820254 76.46044255315323
"filesWrite chars=1000 writeMode=RENAME @container-ext4-jdk25" 12.970892967159582 11.20233949049974 14.739446443819423
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-ext4-jdk25" 9.439675950081599 8.504637243874654 10.374714656288543
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-ext4-jdk25" 90.10259671434254 61.85893525845478 118.3462581702303
"randomAccessFile chars=1000 writeMode=RENAME @container-ext4-jdk25" 12.612879191495901 11.35353670524624 13.872221677745562
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" 1.5946596971055367 1.3832534326826729 1.8060659615284005
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" 12.114306441922198 7.190404752292462 17.038208131551933
"fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk17" 3.903866773787508 3.4035777666302134 4.404155780944803
"filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" 1.6686342199684587 1.4795379478084056 1.8577304921285118
"filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" 18.75843573621092 14.38147301047219 23.13539846194965
"filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk17" 3.2106299001912197 2.8764237065390907 3.5448360938433487
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk17" 2.018725081668979 1.8131416914098022 2.224308471928156
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk17" 21.890197150514524 18.955333299575425 24.825061001453623
"randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk17" 3.9121612119198943 3.589317437065682 4.235004986774106
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" 1.8056446000254538 1.5793785370036515 2.031910663047256
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" 14.406071091171775 8.877140636489099 19.93500154585445
"fileChannelHeap chars=1000 writeMode=RENAME @container-overlay-jdk25" 2.6651552340957188 2.339941596624599 2.9903688715668384
"filesWrite chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" 2.0358370185707617 1.8338008170894196 2.237873220052104
"filesWrite chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" 23.294099181253387 17.292320070794624 29.29587829171215
"filesWrite chars=1000 writeMode=RENAME @container-overlay-jdk25" 2.952801609726308 2.7374026032096834 3.168200616242933
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-overlay-jdk25" 2.4739463758832705 2.21870390018876 2.729188851577781
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-overlay-jdk25" 30.256541631325433 22.46076104857729 38.05232221407358
"randomAccessFile chars=1000 writeMode=RENAME @container-overlay-jdk25" 3.3198756197976973 2.977273537643165 3.6624777019522297
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" 0.44637178545605316 0.22635792638373115 0.6663856445283751
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" 0.5466975473300942 0.23303016682421285 0.8603649278359756
"fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk17" 1.0397760667484202 0.791178133072677 1.2883740004241633
"filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" 1.1821500513892509 0.8689775314322892 1.4953225713462126
"filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" 1.5395813539500056 0.9674131881033253 2.111749519796686
"filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk17" 1.316763871204874 1.1817429673309698 1.451784775078778
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk17" 0.992863917272898 0.8418362419697548 1.1438915925760413
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk17" 1.3216868381578395 0.8448648013048519 1.7985088750108271
"randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk17" 1.6060827776353082 1.4037912216915245 1.8083743335790918
"fileChannelHeap chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" 0.5032772056284639 0.2720548135185228 0.734499597738405
"fileChannelHeap chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" 0.7256670282460809 0.1920097700247837 1.2593242864673782
"fileChannelHeap chars=1000 writeMode=RENAME @container-tmpfs-jdk25" 1.1521394991156448 0.78431255618125 1.5199664420500398
"filesWrite chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" 1.4839339524431507 1.223262025139519 1.7446058797467825
"filesWrite chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" 1.5609234635660887 0.9005835222897991 2.2212634048423783
"filesWrite chars=1000 writeMode=RENAME @container-tmpfs-jdk25" 1.4991782138469236 1.3421212913119083 1.656235136381939
"randomAccessFile chars=1000 writeMode=TRUNCATE @container-tmpfs-jdk25" 1.016504267348273 0.9347912589190641 1.0982172757774817
"randomAccessFile chars=1000 writeMode=IN_PLACE @container-tmpfs-jdk25" 1.329175849103967 0.7683161470320514 1.8900355511758824
"randomAccessFile chars=1000 writeMode=RENAME @container-tmpfs-jdk25" 1.6247661558245967 1.420898156341515 1.8286341553076784
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" 1.5437917219528552 1.2865177076649164 1.801065736240794
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" 22.438080494510707 12.827077104830378 32.049083884191035
"fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk17" 3.3463145049293663 2.942776072395937 3.7498529374627956
"filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" 2.182062468670133 1.8891703482098865 2.47495458913038
"filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" 21.075711802132577 5.202094583307062 36.94932902095809
"filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk17" 3.133654716124461 2.8178066915630833 3.4495027406858387
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk17" 2.352224469780799 2.175089323554724 2.5293596160068734
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk17" 30.506205368595136 21.43658369069791 39.575827046492364
"randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk17" 4.167846274469137 3.7548248316280795 4.580867717310195
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" 2.0938367436632133 1.8861131785659548 2.3015603087604717
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" 32.58432416376434 19.192558646590342 45.976089680938344
"fileChannelHeap chars=1000 writeMode=RENAME @host-ext4-jdk25" 3.62974208631639 3.1739907241553675 4.085493448477412
"filesWrite chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" 1.9179763860134602 1.7179653088456475 2.117987463181273
"filesWrite chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" 28.96482397083892 19.630385243797214 38.29926269788063
"filesWrite chars=1000 writeMode=RENAME @host-ext4-jdk25" 2.923514581491787 2.7100034255726526 3.1370257374109216
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-ext4-jdk25" 2.4454536440402928 2.1671835694668706 2.723723718613715
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-ext4-jdk25" 37.90795336034702 26.54142575777732 49.274480962916726
"randomAccessFile chars=1000 writeMode=RENAME @host-ext4-jdk25" 3.968098494812186 3.357595565526744 4.578601424097627
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" 0.779136555267474 0.3448138998994824 1.2134592106354658
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" 0.7156348832450208 0.2745055115934671 1.1567642548965744
"fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk17" 0.9930912835663558 0.5898474647028125 1.396335102429899
"filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" 1.2944739657034914 0.8031058644331484 1.7858420669738344
"filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" 1.2332508190520917 0.6037368756108247 1.8627647624933585
"filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk17" 1.4739661509216613 1.1178337679511146 1.830098533892208
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk17" 0.9463330705939127 0.6356857776732026 1.2569803635146228
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk17" 0.8722384930137751 0.4738670722144782 1.270609913813072
"randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk17" 1.4384854940276264 1.3678301527671706 1.5091408352880822
"fileChannelHeap chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" 0.6880004250615109 0.29681803473389007 1.0791828153891319
"fileChannelHeap chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" 0.8435066514740925 0.2919323279889279 1.3950809749592572
"fileChannelHeap chars=1000 writeMode=RENAME @host-tmpfs-jdk25" 1.1596954895166713 0.9471173754202873 1.3722736036130554
"filesWrite chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" 1.8584666035606483 1.374663610242583 2.3422695968787135
"filesWrite chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" 1.8027781102165998 1.0201811618824776 2.585375058550722
"filesWrite chars=1000 writeMode=RENAME @host-tmpfs-jdk25" 1.796395156562417 1.4756201192841927 2.117170193840641
"randomAccessFile chars=1000 writeMode=TRUNCATE @host-tmpfs-jdk25" 0.7544020556302122 0.5494347112416689 0.9593694000187556
"randomAccessFile chars=1000 writeMode=IN_PLACE @host-tmpfs-jdk25" 1.8426580176402887 0.6310859803537621 3.0542300549268155
"randomAccessFile chars=1000 writeMode=RENAME @host-tmpfs-jdk25" 2.3653270443297014 1.9964978637053756 2.7341562249540274
EOD
set title "FSYNC vs NONE per write API (sample): candidate / baseline"
set ylabel "ratio of means, 0.999 CI (time: below 1 = candidate faster)"
set style fill solid 0.7 border -1
set boxwidth 0.7
set grid ytics
set yrange [0:*]
set xtics rotate by 90 right nomirror
set bmargin 44
unset key
set arrow from graph 0, first 1 to graph 1, first 1 nohead dt 2 lw 2
plot $data using 0:2:xtic(1) with boxes, $data using 0:2:3:4 with yerrorbars lc rgb 'black' pt 0
set terminal svg noenhanced size 4000,1057 dynamic font "Sans,10"
set output "fsync-vs-none-sample.svg"
replot
unset output
