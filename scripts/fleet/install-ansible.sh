#!/usr/bin/env bash
# Installs Ansible into a project-local virtual environment from scripts/fleet/ansible.lock: ansible-core
# and every package it pulls in, each at an exact version with its wheel's sha256 (pip's hash-checking
# mode: any other file is refused, nothing is built from source), so the fleet controller needs nothing
# but Python 3 (3.11+ for ansible-core 2.19) with its venv module.
# Idempotent: does nothing when the venv was installed from this very lock file.
#
# usage: scripts/fleet/install-ansible.sh [VENV] [VERSION]     (default .venv-ansible and the lock's
#        ansible-core; a VERSION other than the lock's is refused: change the lock instead)
set -euo pipefail
cd "$(dirname "$0")/../.."
lock=scripts/fleet/ansible.lock
die() { echo "ansible: error: $1" >&2; exit "${2:-3}"; }
locked=$(sed -n 's/^ansible-core==\([^ ]*\).*/\1/p' "$lock")
[ -n "$locked" ] || die "$lock pins no ansible-core"
venv=${1:-.venv-ansible}
version=${2:-$locked}
[ -n "$venv" ] || die "the venv folder (ANSIBLE_VENV) is empty" 2
[ "$version" = "$locked" ] || die "ansible-core '$version' is not the version $lock pins ($locked)" 2
# /usr/bin/python3 on purpose: a python3 first on PATH may be a pyenv shim
python=${FLEET_PYTHON:-/usr/bin/python3}
[ -x "$python" ] || python=$(command -v python3) || die "no python3 found"

# the lock the venv was installed from, recorded after a complete install
stamp="$venv/iobench-ansible.lock"
if [ -x "$venv/bin/ansible-playbook" ] && cmp -s "$lock" "$stamp"; then
  exit 0
fi
echo "ansible: installing ansible-core==$version into $venv (PyPI, $lock)"
if [ ! -x "$venv/bin/pip" ]; then
  "$python" -m venv "$venv" || die "'$python -m venv' failed (Debian/Ubuntu: apt-get install python3-venv)"
fi
rm -f "$stamp"
log=$(mktemp /tmp/iobench-ansible.XXXXXX.log)
trap 'rm -f "$log"' EXIT
# --force-reinstall: a package already in the venv (e.g. from an install without hashes) is
# downloaded and checked again like the others
if ! "$venv/bin/pip" install --quiet --disable-pip-version-check --require-hashes --only-binary=:all: \
     --force-reinstall -r "$lock" >"$log" 2>&1; then
  if grep -q "DO NOT MATCH THE HASHES" "$log"; then
    # pip lists each mismatch as "    NAME==VERSION from URL:" then its expected and actual hashes
    bad=$(sed -n '/DO NOT MATCH THE HASHES/,$ s/^ \{4\}\([A-Za-z0-9._-]*==[^ ]*\) from .*/\1/p' "$log" | paste -sd' ')
    die "${bad:-a package}: the downloaded file's sha256 is not the one $lock pins; Ansible not installed" 1
  fi
  die "pip install -r $lock failed: $(grep -v '^\s*$' "$log" | tail -n 1)" 1
fi
"$venv/bin/ansible-playbook" --version >/dev/null   # it runs
cp "$lock" "$stamp"
echo "ansible: ansible-core $("$venv/bin/python" -c 'import ansible.release as r; print(r.__version__)') in $venv"
