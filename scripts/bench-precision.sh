#!/usr/bin/env bash
# make bench-precision: one subset of the suite run three ways in one invocation, to show what
# precision-targeted runs buy. The subset: fileChannelHeap and filesWrite x TRUNCATE,
# IN_PLACE x NONE, FSYNC at chars=1000, plus streamReadFile and channelReadFile at bufferSize 8192,
# on host ext4 (the VM disk) and on tmpfs (/dev/shm): 20 cells. The three ways:
#   default-as-it-was  fixed: 1 fork, 2 warmup + 3 measurement iterations of 1 s (the old default)
#   full               fixed: the full profile, 3 forks, 5 + 10 iterations of 2 s
#   precision P        --profile default --precision P (default 2%)
# First, as a yardstick of the machine's own noise, a benchmark without I/O (CachedReadBenchmark.
# readFromCache: it returns a field) runs 6 forks of 20 iterations of 200 ms on tmpfs.
# Then prints for each way: wall time, the share of cells within P (interval over forks, 95%), the
# median relative half-width, the forks a cell would need for P at the fork-to-fork spread measured
# and the time 90% of the cells within P would take; whether the goal holds (the precision way brings
# 90% of the cells within P in at most a third of full's wall time); and the machine's noise
# (PrecisionSummary). Results go to RESULTS (default results/bench-precision), one run per way.
#
# usage: scripts/bench-precision.sh            the measurement (about an hour on a 2-core VM)
#        SMOKE=1 scripts/bench-precision.sh    the same three ways on 2 cells with 100 ms iterations
set -euo pipefail
cd "$(dirname "$0")/.."

# the runner's classpath and JVM options (a test passes its own build's classpath)
IOBENCH_CP=${IOBENCH_CP:-runner/target/iobench.jar}
IOBENCH_JAVA_OPTS=${IOBENCH_JAVA_OPTS:-}
IOBENCH="java $IOBENCH_JAVA_OPTS -cp $IOBENCH_CP dev.iobench.runner.Main"
RESULTS=${RESULTS:-results/bench-precision}
PRECISION=${PRECISION:-2%}
# checked before the first run, which would otherwise take minutes to get to it
[[ "$PRECISION" =~ ^(0?\.[0-9]+|[0-9]+(\.[0-9]+)?%)$ ]] \
  || { echo "bench-precision: error: PRECISION '$PRECISION' is not a relative half-width such as 2% or 0.02" >&2; exit 2; }
EXT4_DIR=${EXT4_DIR:-$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.io.tmpdir = //p')}
TMPFS_DIR=${TMPFS_DIR:-/dev/shm}

select=(--env host --dir "$EXT4_DIR" --dir "$TMPFS_DIR" --results "$RESULTS"
  --include 'WholeFileWriteBenchmark\.(fileChannelHeap|filesWrite)$'
  --include 'StreamsVsChannelsBenchmark\.(streamReadFile|channelReadFile)$'
  --jmh-arg -p --jmh-arg writeMode=TRUNCATE,IN_PLACE --jmh-arg -p --jmh-arg durability=NONE,FSYNC
  --jmh-arg -p --jmh-arg chars=1000 --jmh-arg -p --jmh-arg bufferSize=8192)
old_default=(--profile quick --jmh-arg -f --jmh-arg 1 --jmh-arg -wi --jmh-arg 2 --jmh-arg -w --jmh-arg 1s
  --jmh-arg -i --jmh-arg 3 --jmh-arg -r --jmh-arg 1s)
full=(--profile full)
precise=(--profile default --precision "$PRECISION")
noise=(--env host --dir "$TMPFS_DIR" --results "$RESULTS" --include 'CachedReadBenchmark\.readFromCache$'
  --profile quick --jmh-arg -f --jmh-arg 6 --jmh-arg -wi --jmh-arg 0 --jmh-arg -i --jmh-arg 20 --jmh-arg -r --jmh-arg 200ms)
if [ "${SMOKE:-0}" = 1 ]; then
  # a check that the three ways run and are summarised, not a measurement
  select=(--env host --dir "$TMPFS_DIR" --results "$RESULTS"
    --include 'StreamsVsChannelsBenchmark\.(streamReadFile|channelReadFile)$' --jmh-arg -p --jmh-arg bufferSize=8192)
  short=(--jmh-arg -w --jmh-arg 100ms --jmh-arg -r --jmh-arg 100ms)
  old_default=(--profile quick --jmh-arg -f --jmh-arg 1 --jmh-arg -wi --jmh-arg 1 --jmh-arg -i --jmh-arg 3 "${short[@]}")
  full=(--profile full --jmh-arg -wi --jmh-arg 1 --jmh-arg -i --jmh-arg 3 "${short[@]}")
  precise=(--profile default --precision "$PRECISION" --max-forks 5 "${short[@]}")
  noise=(--env host --dir "$TMPFS_DIR" --results "$RESULTS" --include 'CachedReadBenchmark\.readFromCache$'
    --profile quick --jmh-arg -f --jmh-arg 3 --jmh-arg -wi --jmh-arg 0 --jmh-arg -i --jmh-arg 5 --jmh-arg -r --jmh-arg 100ms)
fi

ways=()
run_noise() {
  echo "bench-precision: machine noise: iobench run ${noise[*]}" >&2
  noise_dir=$($IOBENCH run "${noise[@]}" | tail -n 1)
  if [ -z "$noise_dir" ] || [ ! -d "$noise_dir" ]; then
    echo "bench-precision: machine noise: no run folder; stopping" >&2
    exit 1
  fi
}
run_way() {
  local label=$1
  shift
  echo "bench-precision: $label: iobench run $*" >&2
  local t0 t1 dir
  t0=$(date +%s.%N)
  dir=$($IOBENCH run "${select[@]}" "$@" | tail -n 1) \
    || echo "bench-precision: $label: an environment failed, see $dir/run.json (its cells are left out)" >&2
  if [ -z "$dir" ] || [ ! -d "$dir" ]; then
    echo "bench-precision: $label: no run folder; stopping" >&2
    exit 1
  fi
  t1=$(date +%s.%N)
  ways+=("$label=$dir:$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')")
}

run_noise
run_way "default-as-it-was" "${old_default[@]}"
run_way "full" "${full[@]}"
run_way "precision-$PRECISION" "${precise[@]}"

echo
echo "bench-precision: $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
java -cp "$IOBENCH_CP" dev.iobench.runner.precision.PrecisionSummary "$PRECISION" --noise "$noise_dir" "${ways[@]}"
