#!/usr/bin/env bash
# make bench-precision: the README's answers measured two ways, one after the other in one
# invocation, on host ext4 (the VM disk) and tmpfs (/dev/shm) with JDK 17, each way with the same
# budget and target (PRECISION, default 5%):
#   before  --answers-order sequential: the answers' cells one after another, each cell to its own
#           interval over forks; read as the report read it before: each fork's mean as its unit,
#           both sides' forks independent (Welch on the log ratio)
#   now     the default: interleaved rounds (one fork of each cell a round, shuffled) until every
#           ratio over forks paired by round is within the target; fork medians for latencies
# Both run only the answers' cells (--only-answers). Then it prints, per way, the wall time, the
# answer rows (answers.csv's rows: every ratio an answer prints, per environment), the median
# relative half-width of their 95% intervals and the share within 5% and 10%; and the interleaved
# run once more read as before, to tell what the order buys from what the statistics buy.
# Runs go to RESULTS (default results/bench-precision).
#
# usage: scripts/bench-precision.sh                  the measurement (BUDGET=10m a way: about 25 min)
#        SMOKE=1 scripts/bench-precision.sh          the same two ways on 4 cells with 100 ms iterations
set -euo pipefail
cd "$(dirname "$0")/.."

# the runner's classpath and JVM options (a test passes its own build's classpath)
IOBENCH_CP=${IOBENCH_CP:-runner/target/iobench.jar}
IOBENCH_JAVA_OPTS=${IOBENCH_JAVA_OPTS:-}
IOBENCH="java $IOBENCH_JAVA_OPTS -cp $IOBENCH_CP dev.iobench.runner.Main"
RESULTS=${RESULTS:-results/bench-precision}
PRECISION=${PRECISION:-5%}
BUDGET=${BUDGET:-10m}
# checked before the first run, which would otherwise take minutes to get to it
[[ "$PRECISION" =~ ^(0?\.[0-9]+|[0-9]+(\.[0-9]+)?%)$ ]] \
  || { echo "bench-precision: error: PRECISION '$PRECISION' is not a relative half-width such as 5% or 0.05" >&2; exit 2; }
[[ "$BUDGET" =~ ^[0-9]+[hms]([0-9]+[ms])?$ ]] \
  || { echo "bench-precision: error: BUDGET '$BUDGET' is not a duration such as 10m or 1h30m" >&2; exit 2; }
EXT4_DIR=${EXT4_DIR:-$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.io.tmpdir = //p')}
TMPFS_DIR=${TMPFS_DIR:-/dev/shm}

select=(--env host --jdk 17 --dir "$EXT4_DIR" --dir "$TMPFS_DIR" --results "$RESULTS" --profile default
  --precision "$PRECISION" --budget "$BUDGET" --only-answers)
if [ "${SMOKE:-0}" = 1 ]; then
  # a check that the two ways run and are summarised, not a measurement
  select=(--env host --dir "$TMPFS_DIR" --results "$RESULTS" --profile default --precision "$PRECISION"
    --only-answers --max-forks 4 --include 'StreamsVsChannelsBenchmark\.(streamReadFile|channelReadFile)$'
    --jmh-arg -p --jmh-arg bufferSize=8,8192 --jmh-arg -w --jmh-arg 100ms --jmh-arg -r --jmh-arg 100ms)
fi

ways=()
run_way() {
  local label=$1
  shift
  echo "bench-precision: $label: iobench run ${select[*]} $*" >&2
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

run_way before --answers-order sequential
run_way now

echo
echo "bench-precision: $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), target $PRECISION, budget $BUDGET a way"
java -cp "$IOBENCH_CP" dev.iobench.runner.precision.AnswersPrecision "${ways[@]}"
