#!/usr/bin/env bash
# `make bench-fleet INVENTORY=FILE`: runs scripts/fleet/bench-fleet.yml with the project's Ansible.
# Checks the inventory (one line, exit 2, nothing written, when it is bad), packs this checkout's
# commit with `git archive` (uncommitted changes refused unless ALLOW_DIRTY=1), runs the playbook, then
# prints one line per VM from the summary the playbook wrote and exits 1 when any VM failed. Everything
# Ansible prints, and the summary, pass the fleet's control-character filter (filter_plugins/fleet_rules.py):
# a VM's text never moves the operator's cursor.
#
# Environment (set by the Makefile): ANSIBLE_VENV, RESULTS, ALLOW_DIRTY, FLEET_GIVEN (the names of
# PROFILE JDKS CONTAINER_JDKS FS INCLUDE HOST_DIRS EXTRA_JDKS given on make's command line; their values are in the
# environment). Optional: FLEET_TIMEOUT (seconds one VM's bench-all may take, default 86400),
# FLEET_POLL (seconds between polls, default 30), ANSIBLE_ARGS (more ansible-playbook arguments).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
project=$(cd "$here/../.." && pwd)
cd "$project"

inventory=${1:-}
venv=${ANSIBLE_VENV:-.venv-ansible}
results=${RESULTS:-results}
die() { echo "bench-fleet: error: $*" >&2; exit "${2:-2}"; }

[ -n "$inventory" ] || die "INVENTORY=FILE is required (start from scripts/fleet/inventory.example.ini)"
[ -e "$inventory" ] || die "inventory $inventory: no such file"
[ -x "$venv/bin/ansible-playbook" ] || die "no Ansible in $venv: run make ansible" 3
case "$results" in /*) ;; *) results="$project/$results" ;; esac
timeout=${FLEET_TIMEOUT:-86400}
poll=${FLEET_POLL:-30}
[[ "$timeout" =~ ^[1-9][0-9]*$ ]] || die "FLEET_TIMEOUT '$timeout' must be a number of seconds"
[[ "$poll" =~ ^[1-9][0-9]*$ ]] || die "FLEET_POLL '$poll' must be a number of seconds"
export ANSIBLE_CONFIG="$here/ansible.cfg"

# 1. the inventory, as Ansible parses it, against the fleet contract
inv_json=$(ANSIBLE_INVENTORY_UNPARSED_FAILED=True ANSIBLE_INVENTORY_ANY_UNPARSED_IS_FAILED=True \
  "$venv/bin/ansible-inventory" -i "$inventory" --list 2>&1) \
  || die "$inventory: Ansible cannot read it: $(echo "$inv_json" | grep -v '^\s*$' | tail -n 1)"
hosts=$(echo "$inv_json" | "$venv/bin/python" "$here/check-inventory.py" "$inventory") || exit 2

# 2. the code the VMs run: this checkout's commit, or its working tree with ALLOW_DIRTY=1
command -v git >/dev/null && git rev-parse --git-dir >/dev/null 2>&1 || die "$project is not a git checkout"
commit=$(git rev-parse --short HEAD)
tree=HEAD
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  [ "${ALLOW_DIRTY:-}" = 1 ] || die "uncommitted changes in $project: commit them, or ALLOW_DIRTY=1 to send the working tree (tracked files)"
  tree=$(git stash create)
  commit="$commit-dirty"
fi
work=$(mktemp -d /tmp/iobench-fleet.XXXXXX)
trap 'rm -rf "$work"' EXIT
git archive --format=tar.gz -o "$work/source.tar.gz" "$tree" -- . ':(exclude)results' ':(exclude).venv-ansible' \
  || die "git archive failed" 1

state="$results/.fleet"
mkdir -p "$results/runs" "$state/done" "$state/incoming"
rm -rf "$state/summary.txt" "$state/reasons"
export FLEET_STATE="$state"
echo "bench-fleet: $(echo "$hosts" | wc -l) VM(s): $(echo "$hosts" | awk '{print $2}' | paste -sd' '), commit $commit, results into $results/runs" >&2

given_json=$("$venv/bin/python" - <<'PY'
import json, os
# the user's text, never templated by Ansible ("{{ }}" in INCLUDE is a regex, not a template)
print(json.dumps({n: {"__ansible_unsafe": os.environ.get(n, "")} for n in os.environ.get("FLEET_GIVEN", "").split()}))
PY
)
# the paths as JSON strings Ansible never templates (RESULTS is the user's text, "{{ }}" included)
paths_json=$("$venv/bin/python" - "$work/source.tar.gz" "$results" "$state" <<'PY'
import json, sys
archive, results, state = sys.argv[1:]
print(json.dumps({k: {"__ansible_unsafe": v} for k, v in
                  {"fleet_archive": archive, "fleet_results": results, "fleet_state": state}.items()}))
PY
)
printable() { "$venv/bin/python" -u "$here/filter_plugins/fleet_rules.py"; }
"$venv/bin/ansible-playbook" -i "$inventory" "$here/bench-fleet.yml" -e "$paths_json" \
  -e "{\"fleet_commit\": \"$commit\", \"fleet_timeout\": $timeout, \"fleet_poll\": $poll}" \
  -e "{\"fleet_cli_vars\": $given_json}" ${ANSIBLE_ARGS:-} 2>&1 | printable
rc=${PIPESTATUS[0]}

if [ ! -s "$state/summary.txt" ]; then
  die "ansible-playbook stopped (exit $rc) before the fleet summary; see its output above" 1
fi
echo "bench-fleet: summary (runs in $results/runs):"
failed=0
while IFS= read -r line; do
  echo "  $line"
  case "$line" in *"): failed"*) failed=1 ;; esac
done < <(printable < "$state/summary.txt")
if [ "$failed" = 1 ]; then
  echo "bench-fleet: some VMs failed; run the same command again to redo only those (a run still going is re-attached)" >&2
  exit 1
fi
exit 0
