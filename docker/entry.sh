#!/bin/sh
# Entry point of the benchmark container: runs JMH with the arguments the runner passed, then
# fingerprints the filesystem under test from inside (the probe reads /proc/self/mountinfo). The
# probe runs after JMH so it adds nothing to the time before the first iteration.
# Then, when the runner put a fio job file into the results (fio.job), fio measures the same write
# patterns in the same folder: the physical reference (fio.json, fio's own JSON).
# Results go to /iobench/results (a mount of its own), never to the filesystem under test.
# With --iobench-batch, the suite's one launcher (dev.iobench.suite.launch.Batch) runs one JMH
# invocation per /iobench/results/batch/*.args file (one argument a line) from one JVM, in name
# order, stops at the first failure, starts none once the epoch second $IOBENCH_DEADLINE has
# passed, and writes "name status start-ns end-ns" lines to batch/times.
set -u
: "${IOBENCH_JAVA:?IOBENCH_JAVA (the mounted JDK's bin/java) is not set}"
: "${IOBENCH_DIR:?IOBENCH_DIR (the folder under test) is not set}"
if [ "${1:-}" = "--iobench-batch" ]; then
  "$IOBENCH_JAVA" -cp /iobench/benchmarks.jar dev.iobench.suite.launch.Batch /iobench/results/batch \
    "${IOBENCH_DEADLINE:-}"
  status=$?
else
  "$IOBENCH_JAVA" -jar /iobench/benchmarks.jar "$@"
  status=$?
fi
if ! "$IOBENCH_JAVA" -cp /iobench/benchmarks.jar dev.iobench.suite.probe.EnvProbe "$IOBENCH_DIR" \
    > /iobench/results/probe.json; then
  echo "iobench-entry: the environment probe failed" >&2
  [ "$status" -ne 0 ] || status=70
fi
if [ "$status" -eq 0 ] && [ -f /iobench/results/fio.job ]; then
  if fio --output-format=json --output=/iobench/results/.fio.json.partial /iobench/results/fio.job \
      > /dev/null 2> /iobench/results/fio.err; then
    mv /iobench/results/.fio.json.partial /iobench/results/fio.json
    rm -f /iobench/results/fio.err
  else
    echo "iobench-entry: fio failed: $(tail -n 1 /iobench/results/fio.err)" >&2
  fi
fi
exit "$status"
