#!/usr/bin/env bash
# The README's `make bench-all` on a machine that has only git and make: a container of the bare base
# image (a debootstrap minbase of Debian 12, docker/base-image.sh), given this machine's package
# registry settings (/etc/apt, Maven's /etc/maven/settings.xml, /etc/pip.conf and the local certificate
# authorities in /usr/local/share/ca-certificates, when present), installs
# git and make, clones this checkout's HEAD and runs, in a plain shell with no variable exported,
#   make bench-all FS= JDKS=17 EXTRA_JDKS= INCLUDE=streamReadDevZero PROFILE=quick
# (or the make arguments given), then checks that the run and its report with charts are there.
# Everything else (a JDK, Maven, gnuplot, ...) the Makefile must install itself. Needs a Docker engine
# and the base image (make base-image); takes minutes (packages and Maven's downloads).
#
# usage: scripts/bare-container-check.sh [MAKE_ARGS...]
set -euo pipefail
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(FS= JDKS=17 EXTRA_JDKS= INCLUDE=streamReadDevZero PROFILE=quick)
src=$(cd "$(dirname "$0")/.." && pwd)
image=${IOBENCH_BASE_IMAGE:-iobench/debian:bookworm}
die() { echo "bare-container-check: error: $*" >&2; exit 1; }
docker image inspect "$image" >/dev/null 2>&1 || die "no base image $image: run make base-image first"

work=$(mktemp -d /tmp/iobench-bare.XXXXXX)
name=iobench-bare-$$
trap 'docker rm -f "$name" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git clone -q --bare "$src" "$work/src.git"
# apt's settings as a writable copy: installing packages may add files there
cp -a /etc/apt "$work/apt"
mounts=(-v "$work/src.git:/src.git:ro" -v "$work/apt:/etc/apt")
[ -f /etc/maven/settings.xml ] && mounts+=(-v /etc/maven/settings.xml:/root/.m2/settings.xml:ro)
[ -f /etc/pip.conf ] && mounts+=(-v /etc/pip.conf:/etc/pip.conf:ro)
# the machine's own certificate authorities (a VM of this kind carries them; its registries' TLS needs them)
[ -d /usr/local/share/ca-certificates ] && mounts+=(-v /usr/local/share/ca-certificates:/usr/local/share/ca-certificates:ro)
quoted=$(printf '%q ' "${args[@]}")

echo "bare-container-check: $(git -C "$src" rev-parse --short HEAD) in a container of $image: make bench-all $quoted"
start=$SECONDS
status=0
docker run --name "$name" "${mounts[@]}" "$image" bash -c "
  set -e
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq git make >/dev/null
  for t in java javac mvn gnuplot python3; do
    if command -v \$t >/dev/null; then echo \"bare-container-check: \$t is already there: not a bare machine\" >&2; exit 9; fi
  done
  git clone -q /src.git /root/iobench && cd /root/iobench
  ls results/runs 2>/dev/null | sort > /tmp/runs.before
  # a plain shell: only what a login gives
  env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
    make bench-all $quoted
  run=\$(ls results/runs | sort | comm -13 /tmp/runs.before - | head -n 1)
  test -n \"\$run\" && test -f \"results/runs/\$run/run.json\" && test -f results/report/README.md
  grep -q \"\$run\" results/report/README.md
  ls results/report/charts/*.png >/dev/null
  echo \"bare-container-check: run \$run, its report and \$(ls results/report/charts/*.png | wc -l) chart(s)\"
" || status=$?
echo "bare-container-check: took $(( (SECONDS - start) / 60 ))m$(( (SECONDS - start) % 60 ))s"
[ "$status" -eq 0 ] || die "make bench-all on the bare machine failed (exit $status): see its output above"
echo "bare-container-check: ok"
