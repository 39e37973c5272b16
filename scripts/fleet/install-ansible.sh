#!/usr/bin/env bash
# Installs Ansible (a pinned ansible-core from PyPI) into a project-local virtual environment, so the
# fleet controller needs nothing but Python 3 (3.11+ for ansible-core 2.19) with its venv module.
# Idempotent: does nothing when the venv already holds that exact version.
#
# usage: scripts/fleet/install-ansible.sh [VENV] [VERSION]     (default .venv-ansible 2.19.14)
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=${1:-.venv-ansible}
version=${2:-2.19.14}
# /usr/bin/python3 on purpose: a python3 first on PATH may be a pyenv shim
python=${FLEET_PYTHON:-/usr/bin/python3}
[ -x "$python" ] || python=$(command -v python3) || { echo "ansible: error: no python3 found" >&2; exit 3; }

if [ -x "$venv/bin/ansible-playbook" ] \
   && [ "$("$venv/bin/python" -c 'import ansible.release as r; print(r.__version__)' 2>/dev/null)" = "$version" ]; then
  exit 0
fi
echo "ansible: installing ansible-core==$version into $venv (PyPI)"
if [ ! -x "$venv/bin/pip" ]; then
  "$python" -m venv "$venv" || {
    echo "ansible: error: '$python -m venv' failed (Debian/Ubuntu: apt-get install python3-venv)" >&2; exit 3; }
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check "ansible-core==$version"
"$venv/bin/ansible-playbook" --version >/dev/null   # it runs
echo "ansible: ansible-core $("$venv/bin/python" -c 'import ansible.release as r; print(r.__version__)') in $venv"
