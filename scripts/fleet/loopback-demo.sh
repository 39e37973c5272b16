#!/usr/bin/env bash
# Runs `make bench-fleet` against two "VMs" on this machine and times it: two sshd on 127.0.0.1
# (free ports, own host keys, a key pair made here), each with its own checkout folder, and a narrowed
# matrix (host only, quick profile, one benchmark, JDK 17, no downloads). Prints the fleet's wall
# time, each VM's bench-all time and the fleet overhead (wall time beyond the slowest VM's bench-all).
# Traffic stays on 127.0.0.1; both sshd (and any job they left running) are stopped by pid at the end.
#
# usage (as root): scripts/fleet/loopback-demo.sh [RESULTS_DIR]   (default: a temp folder, kept; then
#   make report RESULTS=RESULTS_DIR   makes one report with both machines)
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "$(id -u)" -eq 0 ] || { echo "loopback-demo: error: run as root (the VMs' bench-all log in as root)" >&2; exit 2; }
[ -x /usr/sbin/sshd ] || { echo "loopback-demo: error: no /usr/sbin/sshd (apt-get install openssh-server)" >&2; exit 3; }
work=$(mktemp -d /tmp/iobench-loopback.XXXXXX)
results=${1:-$work/results}
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for vm in a b; do
    pid=$(cat "$work/vm-$vm/iobench/.fleet/pid" 2>/dev/null || true)
    if [ -n "$pid" ] && grep -q "$work/vm-$vm" "/proc/$pid/cmdline" 2>/dev/null; then kill "$pid" 2>/dev/null || true; fi
  done
  sleep 1
  rm -rf "$work/vm-a" "$work/vm-b"   # the VMs' checkouts and builds; the runs are in RESULTS_DIR
}
trap cleanup EXIT
free_port() { /usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

mkdir -p /run/sshd
ssh-keygen -q -t ed25519 -N '' -C loopback-demo -f "$work/id"
cp "$work/id.pub" "$work/authorized_keys"
: > "$work/known_hosts"
printf '[fleet]\n' > "$work/fleet.ini"
for vm in a b; do
  dir="$work/vm-$vm"
  mkdir -p "$dir/tmp"
  ssh-keygen -q -t ed25519 -N '' -C "vm-$vm" -f "$dir/host_key"
  port=$(free_port)
  cat > "$dir/sshd_config" <<CONF
Port $port
ListenAddress 127.0.0.1
HostKey $dir/host_key
PidFile $dir/sshd.pid
AuthorizedKeysFile $work/authorized_keys
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
Subsystem sftp /usr/lib/openssh/sftp-server
# each VM has its own /tmp: JMH's lock file is per machine
SetEnv JAVA_TOOL_OPTIONS=-Djava.io.tmpdir=$dir/tmp
CONF
  /usr/sbin/sshd -D -e -f "$dir/sshd_config" > "$dir/sshd.log" 2>&1 &
  pids+=($!)
  echo "[127.0.0.1]:$port $(cat "$dir/host_key.pub")" >> "$work/known_hosts"
  echo "vm-$vm ansible_host=127.0.0.1 ansible_port=$port label=loop-$vm checkout=$dir/iobench" >> "$work/fleet.ini"
done
cat >> "$work/fleet.ini" <<INV

[fleet:vars]
ansible_user=root
ansible_ssh_private_key_file=$work/id
ansible_python_interpreter=/usr/bin/python3
ansible_ssh_common_args='-o UserKnownHostsFile=$work/known_hosts -o StrictHostKeyChecking=yes'
INV
sleep 1
make --no-print-directory ansible
start=$(date +%s.%N)
set +e
make --no-print-directory bench-fleet INVENTORY="$work/fleet.ini" RESULTS="$results" PROFILE=quick JDKS=17 \
  EXTRA_JDKS= FS= INCLUDE=streamReadDevZero HOST_DIRS=/var/tmp FLEET_POLL=${FLEET_POLL:-5} ALLOW_DIRTY=${ALLOW_DIRTY:-} \
  > "$work/bench-fleet.log" 2>&1
rc=$?
set -e
end=$(date +%s.%N)
sed -n '/^bench-fleet: summary/,$p' "$work/bench-fleet.log"
[ "$rc" -eq 0 ] || { echo "loopback-demo: make bench-fleet failed (exit $rc); log: $work/bench-fleet.log" >&2; exit 1; }
/usr/bin/python3 - "$start" "$end" "$work/bench-fleet.log" <<'PY'
import re, sys
start, end, log = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
vms = [int(s) for s in re.findall(r"\(bench-all (\d+) s", open(log).read())]
wall = end - start
print(f"loopback-demo: make bench-fleet took {wall:.0f} s; bench-all per VM: {', '.join(f'{v} s' for v in vms)}; "
      f"fleet overhead beyond the slowest VM: {wall - max(vms):.0f} s")
PY
echo "loopback-demo: runs in $results/runs (make report RESULTS=$results); log $work/bench-fleet.log"
