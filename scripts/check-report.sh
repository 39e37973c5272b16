#!/usr/bin/env bash
# The committed report is the report of the committed runs: takes the committed README.md and
# results/ out of git (whatever runs of one's own the working tree holds), makes the report again
# there as `make publish` does, and compares it byte for byte with the committed results/report/ and
# the README's generated sections. A change to the report's code that changes what it writes fails
# here until `make publish` is run and its output committed.
#
# usage: scripts/check-report.sh     (after `make build`)
set -euo pipefail
cd "$(dirname "$0")/.."
jar=$PWD/runner/target/iobench.jar

scratch=$(mktemp -d /tmp/iobench-report.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/tree" "$scratch/committed"
git archive HEAD README.md results | tar -x -C "$scratch/tree"
mv "$scratch/tree/results/report" "$scratch/committed/report"
cp "$scratch/tree/README.md" "$scratch/committed/README.md"
(cd "$scratch/tree" && java -jar "$jar" report results/runs --out results/report --charts answers \
  --readme README.md 2> "$scratch/report.err") || { cat "$scratch/report.err" >&2; exit 1; }

status=0
# the files of the report that git keeps (the ignored ones, such as the charts' PNG and scripts, are
# made again by every report and never committed)
made=$(cd "$scratch/tree/results/report" && find . -type f | sed 's|^\./||' | sort)
kept=$(for f in $made; do git check-ignore -q --no-index "results/report/$f" || echo "$f"; done)
tracked=$(git ls-tree -r --name-only HEAD results/report | sed 's|^results/report/||' | sort)
if [ "$kept" != "$tracked" ]; then
  echo "check-report: the report makes other files than the committed results/report holds:" >&2
  diff <(echo "$tracked") <(echo "$kept") >&2 || true
  status=1
fi
for f in $kept; do
  if ! cmp -s "$scratch/committed/report/$f" "$scratch/tree/results/report/$f"; then
    echo "check-report: results/report/$f differs from the report of the committed runs" >&2
    diff "$scratch/committed/report/$f" "$scratch/tree/results/report/$f" | head -20 >&2 || true
    status=1
  fi
done
if ! cmp -s "$scratch/committed/README.md" "$scratch/tree/README.md"; then
  echo "check-report: README.md's generated sections differ from the report of the committed runs:" >&2
  diff "$scratch/committed/README.md" "$scratch/tree/README.md" | head -40 >&2 || true
  status=1
fi
if [ $status -eq 0 ]; then
  echo "check-report: the committed results/report and README.md are the report of the committed runs, byte for byte"
fi
exit $status
