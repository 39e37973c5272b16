#!/usr/bin/env bash
# The committed report is the report of the committed runs: makes it again, as `make publish` does,
# into a scratch folder, and compares it byte for byte with results/report/ and the README's
# generated sections. A change to the report's code that changes what it writes fails here until
# `make publish` is run and its output committed.
#
# usage: scripts/check-report.sh     (after `make build`)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=$(mktemp -d /tmp/iobench-report.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
cp README.md "$scratch/README.md"
mkdir -p "$scratch/results"
java -jar runner/target/iobench.jar report results/runs --out "$scratch/results/report" --charts answers \
  --readme "$scratch/README.md" 2> "$scratch/report.err" || { cat "$scratch/report.err" >&2; exit 1; }

status=0
if ! diff -r results/report "$scratch/results/report" > "$scratch/report.diff"; then
  echo "check-report: results/report differs from the report of results/runs:" >&2
  head -40 "$scratch/report.diff" >&2
  status=1
fi
if ! cmp -s README.md "$scratch/README.md"; then
  echo "check-report: README.md's generated sections differ from the report of results/runs:" >&2
  diff README.md "$scratch/README.md" | head -40 >&2
  status=1
fi
if [ $status -eq 0 ]; then
  echo "check-report: results/report and README.md are the report of results/runs, byte for byte"
fi
exit $status
