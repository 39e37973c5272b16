#!/bin/sh
# Entry point of the benchmark container: runs JMH with the arguments the runner passed, then
# fingerprints the filesystem under test from inside (the probe reads /proc/self/mountinfo). The
# probe runs after JMH so it adds nothing to the time before the first iteration.
# Results go to /iobench/results (a mount of its own), never to the filesystem under test.
set -u
: "${IOBENCH_JAVA:?IOBENCH_JAVA (the mounted JDK's bin/java) is not set}"
: "${IOBENCH_DIR:?IOBENCH_DIR (the folder under test) is not set}"
"$IOBENCH_JAVA" -jar /iobench/benchmarks.jar "$@"
status=$?
if ! "$IOBENCH_JAVA" -cp /iobench/benchmarks.jar dev.iobench.suite.probe.EnvProbe "$IOBENCH_DIR" \
    > /iobench/results/probe.json; then
  echo "iobench-entry: the environment probe failed" >&2
  [ "$status" -ne 0 ] || status=70
fi
exit "$status"
