#!/usr/bin/env bash
# Installs, from the distribution's packages, every tool that `make bench-all` and `make test` need:
# gnuplot (charts), fio (the physical reference), strace (system calls per op), mkfs for ext4/xfs/btrfs and
# losetup (container volumes), exFAT over FUSE (results on a filesystem without hard links), debootstrap (the
# base image), Docker's engine, sshd (the fleet test's loopback "VMs") and Python's venv (Ansible's
# project-local environment). Idempotent and quiet when all are present.
# Needs root or sudo, and apt-get (Debian, Ubuntu).
#
# usage: scripts/tools.sh          exit 0 when every tool is there afterwards, 3 when it cannot be
# While apt-get runs, a policy-rc.d keeps the daemons it installs from starting; it and the temporary
# log are removed however the script ends (an error, Ctrl-C, a TERM).
#
# Environment, for tests:
#   IOBENCH_TOOLS_FORCE   packages to install even when their tools are present (e.g. fio), to reach
#                         the apt-get path on a machine that has everything
#   IOBENCH_POLICY_RC     where the policy-rc.d goes (default /usr/sbin/policy-rc.d, the one invoke-rc.d reads)
set -euo pipefail

# command -> Debian package that provides it
declare -A PACKAGE=(
  [gnuplot]=gnuplot-nox
  [fio]=fio
  [strace]=strace
  [mkfs.ext4]=e2fsprogs
  [mkfs.xfs]=xfsprogs
  [mkfs.btrfs]=btrfs-progs
  [mkfs.exfat]=exfatprogs
  [mount.exfat-fuse]=exfat-fuse
  [losetup]=mount
  [debootstrap]=debootstrap
  [dockerd]=docker.io
  [sshd]=openssh-server
  [ssh-keygen]=openssh-client
  # the build: a JDK (javac) and Maven; a bare VM has neither
  [javac]=openjdk-17-jdk-headless
  [mvn]=maven
  [git]=git
  [python3]=python3
)

have() {
  # sbin folders are not on every user's PATH; the tools are found there all the same
  PATH="$PATH:/usr/sbin:/sbin" command -v "$1" >/dev/null 2>&1
}

read -r -a need <<<"${IOBENCH_TOOLS_FORCE:-}"
for cmd in "${!PACKAGE[@]}"; do
  have "$cmd" || need+=("${PACKAGE[$cmd]}")
done
# Ansible's virtual environment is made with the system's Python (the one on PATH may be a shim).
if ! /usr/bin/python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
  need+=(python3-venv)
fi
# pip downloads the pinned JDK runtimes (scripts/install-jdks.sh)
if ! /usr/bin/python3 -m pip --version >/dev/null 2>&1; then
  need+=(python3-pip)
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
# policy-rc.d: installing a daemon's package must not start it (the engine is started by
# docker/engine.sh, sshd only by the fleet test, each on its own terms)
rc=${IOBENCH_POLICY_RC:-/usr/sbin/policy-rc.d}
made_rc=0
log=""
keep_log=0
cleanup() {
  if [ $made_rc -eq 1 ]; then $SUDO rm -f "$rc" || true; fi
  if [ -n "$log" ] && [ $keep_log -eq 0 ]; then rm -f "$log"; fi
}
# fd 3: the script's own stderr, for a signal that arrives while apt-get's output goes to the log
exec 3>&2
trap cleanup EXIT
trap 'echo "tools: interrupted; apt-get may have left packages half installed: run make tools again" >&3; exit 130' INT
trap 'echo "tools: terminated; apt-get may have left packages half installed: run make tools again" >&3; exit 143' TERM
log=$(mktemp --tmpdir iobench-tools.XXXXXX.log)
if [ ! -e "$rc" ]; then
  # ours from here on, so cleanup removes it even if what follows is interrupted
  made_rc=1
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$rc" >/dev/null
  $SUDO chmod 0755 "$rc"
fi
status=0
{ $SUDO apt-get update -qq && $SUDO apt-get install -y -qq "${need[@]}"; } >"$log" 2>&1 || status=$?
if [ $status -ne 0 ]; then
  keep_log=1
  echo "tools: error: apt-get failed (exit $status); last lines of $log:" >&2
  tail -n 15 "$log" >&2
  exit 3
fi
for cmd in "${!PACKAGE[@]}"; do
  have "$cmd" || { echo "tools: error: $cmd still missing after installing ${PACKAGE[$cmd]}" >&2; exit 3; }
done
echo "tools: installed ${need[*]}"
