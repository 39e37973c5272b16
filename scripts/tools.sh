#!/usr/bin/env bash
# Installs, from the distribution's packages, every tool that `make bench-all` and `make test` need:
# gnuplot (charts), fio (the physical reference), mkfs for ext4/xfs/btrfs and losetup (container
# volumes), debootstrap (the base image), Docker's engine, sshd (the fleet test's loopback "VMs") and
# Python's venv (Ansible's project-local environment). Idempotent and quiet when all are present.
# Needs root or sudo, and apt-get (Debian, Ubuntu).
#
# usage: scripts/tools.sh          exit 0 when every tool is there afterwards, 3 when it cannot be
set -euo pipefail

# command -> Debian package that provides it
declare -A PACKAGE=(
  [gnuplot]=gnuplot-nox
  [fio]=fio
  [mkfs.ext4]=e2fsprogs
  [mkfs.xfs]=xfsprogs
  [mkfs.btrfs]=btrfs-progs
  [losetup]=mount
  [debootstrap]=debootstrap
  [dockerd]=docker.io
  [sshd]=openssh-server
  [ssh-keygen]=openssh-client
)

have() {
  # sbin folders are not on every user's PATH; the tools are found there all the same
  PATH="$PATH:/usr/sbin:/sbin" command -v "$1" >/dev/null 2>&1
}

need=()
for cmd in "${!PACKAGE[@]}"; do
  have "$cmd" || need+=("${PACKAGE[$cmd]}")
done
# Ansible's virtual environment is made with the system's Python (the one on PATH may be a shim).
if ! /usr/bin/python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
  need+=(python3-venv)
fi
[ ${#need[@]} -gt 0 ] || exit 0

mapfile -t need < <(printf '%s\n' "${need[@]}" | sort -u)
if ! command -v apt-get >/dev/null; then
  echo "tools: error: missing ${need[*]} and no apt-get to install them; install them by hand" >&2
  exit 3
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "tools: error: need root or sudo to install ${need[*]}" >&2; exit 3; }
  SUDO="sudo"
fi
echo "tools: installing ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp /tmp/iobench-tools.XXXXXX.log)
# policy-rc.d: installing a daemon's package must not start it (the engine is started by
# docker/engine.sh, sshd only by the fleet test, each on its own terms)
rc=/usr/sbin/policy-rc.d
made_rc=0
if [ ! -e "$rc" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$rc" >/dev/null && $SUDO chmod 0755 "$rc" && made_rc=1
fi
status=0
{ $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${need[@]}"; } >"$log" 2>&1 || status=$?
[ $made_rc -eq 0 ] || $SUDO rm -f "$rc"
if [ $status -ne 0 ]; then
  echo "tools: error: apt-get failed (exit $status); last lines of $log:" >&2
  tail -n 15 "$log" >&2
  exit 3
fi
rm -f "$log"
for cmd in "${!PACKAGE[@]}"; do
  have "$cmd" || { echo "tools: error: $cmd still missing after installing ${PACKAGE[$cmd]}" >&2; exit 3; }
done
echo "tools: installed ${need[*]}"
