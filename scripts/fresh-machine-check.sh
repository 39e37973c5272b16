#!/usr/bin/env bash
# The README's "Two commands" on a machine made bare first: stops the Docker engine, removes the
# images and the packages the Makefile installs (gnuplot, fio, xfsprogs, btrfs-progs, exfatprogs,
# exfat-fuse, debootstrap, docker.io, openssh-server), then runs the two commands in a fresh clone
# of this checkout's HEAD, in the order given, and prints how long each took. DESTRUCTIVE for the
# machine's tools: for a throwaway VM or CI only. Needs root.
#
# usage: scripts/fresh-machine-check.sh test-first|bench-first|ci|git-and-make [BENCH_ARGS...]
#   BENCH_ARGS narrow bench-all (default: PROFILE=quick JDKS=17 EXTRA_JDKS= INCLUDE=streamReadDevZero);
#   ci runs .ci/run instead (make test, then the narrowed bench-all of scripts/check-bench-all.sh);
#   git-and-make builds the base image from the bare machine (make base-image), then runs
#   scripts/bare-container-check.sh: make bench-all on a machine with only git and make
set -euo pipefail
order=${1:?usage: scripts/fresh-machine-check.sh test-first|bench-first|ci|git-and-make [BENCH_ARGS...]}
shift
case "$order" in test-first|bench-first|ci|git-and-make) ;; *) echo "fresh-machine-check: unknown order $order" >&2; exit 2 ;; esac
bench_args=("$@")
[ ${#bench_args[@]} -gt 0 ] || bench_args=(PROFILE=quick JDKS=17 EXTRA_JDKS= INCLUDE=streamReadDevZero)
[ "$(id -u)" -eq 0 ] || { echo "fresh-machine-check: needs root" >&2; exit 2; }
src=$(cd "$(dirname "$0")/.." && pwd)

echo "fresh-machine-check: making the machine bare"
if command -v docker >/dev/null && docker info >/dev/null 2>&1; then
  docker ps -aq | xargs -r docker rm -f >/dev/null
  docker images -q | sort -u | xargs -r docker rmi -f >/dev/null 2>&1 || true
fi
pkill -x dockerd 2>/dev/null || true
pkill -x containerd 2>/dev/null || true
for _ in $(seq 50); do pgrep -x dockerd >/dev/null || break; sleep 0.2; done
export DEBIAN_FRONTEND=noninteractive
apt-get purge -y -qq gnuplot-nox gnuplot-data fio xfsprogs btrfs-progs exfatprogs exfat-fuse debootstrap \
  docker.io containerd runc openssh-server >/dev/null 2>&1 || true
apt-get autoremove -y -qq >/dev/null 2>&1 || true
# the engine's state; a folder may be a mount point of its own (then only its contents go)
for d in /var/lib/docker /var/lib/containerd; do
  if [ -d "$d" ]; then find "$d" -mindepth 1 -maxdepth 1 -exec rm -rf {} +; fi
done
for t in gnuplot fio mkfs.xfs mkfs.btrfs mkfs.exfat mount.exfat-fuse debootstrap dockerd sshd; do
  if PATH="$PATH:/usr/sbin:/sbin" command -v "$t" >/dev/null; then
    echo "fresh-machine-check: $t still installed" >&2
    exit 1
  fi
done

work=$(mktemp -d /tmp/iobench-fresh.XXXXXX)
git clone -q "$src" "$work/iobench"
cd "$work/iobench"
echo "fresh-machine-check: clone of $(git rev-parse --short HEAD) in $work/iobench"

results=$work/results
timed() {
  local name=$1
  shift
  local start=$SECONDS
  "$@"
  echo "fresh-machine-check: $name took $(( (SECONDS - start) / 60 ))m$(( (SECONDS - start) % 60 ))s"
}
if [ "$order" = git-and-make ]; then
  timed "make base-image" make base-image
  timed "bare-container-check.sh" bash scripts/bare-container-check.sh FS= "${bench_args[@]}"
  echo "fresh-machine-check: ok (git-and-make)"
  rm -rf "$work"
  exit 0
elif [ "$order" = ci ]; then
  timed "bash .ci/run" bash .ci/run
  echo "fresh-machine-check: ok (ci)"
  rm -rf "$work"
  exit 0
elif [ "$order" = test-first ]; then
  timed "make test" make test
  timed "make bench-all ${bench_args[*]}" make bench-all "${bench_args[@]}" RESULTS="$results"
else
  timed "make bench-all ${bench_args[*]}" make bench-all "${bench_args[@]}" RESULTS="$results"
  timed "make test" make test
fi
pngs=$(find "$results/report/charts" -name '*.png' 2>/dev/null | wc -l)
[ "$pngs" -gt 0 ] || { echo "fresh-machine-check: bench-all's report has no chart" >&2; exit 1; }
# the unit tests' reports (surefire) and the integration tests' (failsafe): both ran, nothing skipped
reports=({runner,suite}/target/{surefire,failsafe}-reports/TEST-*.xml)
for r in "${reports[@]}"; do
  [ -f "$r" ] || { echo "fresh-machine-check: make test left no reports $r" >&2; exit 1; }
done
skipped=$({ grep -ho 'skipped="[0-9]*"' "${reports[@]}" || true; } | { grep -v 'skipped="0"' || true; } | wc -l)
[ "$skipped" -eq 0 ] || { echo "fresh-machine-check: make test skipped tests" >&2; exit 1; }
echo "fresh-machine-check: ok ($order): bench-all's report has $pngs charts, make test passed with nothing skipped"
rm -rf "$work"
