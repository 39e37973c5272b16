#!/usr/bin/env bash
# Ensures a Docker engine answers on this machine (Debian/Ubuntu, root or sudo).
# Idempotent: does nothing when `docker info` already answers. Otherwise installs Debian's docker.io
# if dockerd is missing, starts dockerd in the background (log: $IOBENCH_DOCKERD_LOG, default
# /var/log/iobench-dockerd.log) and waits until `docker info` answers (timeout: $IOBENCH_ENGINE_WAIT s).
set -euo pipefail

LOG=${IOBENCH_DOCKERD_LOG:-/var/log/iobench-dockerd.log}
WAIT=${IOBENCH_ENGINE_WAIT:-60}
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "engine: need root or sudo to install/start Docker" >&2; exit 3; }
  SUDO="sudo"
fi

answers() { $SUDO docker info >/dev/null 2>&1; }

if command -v docker >/dev/null && answers; then
  echo "engine: Docker answers ($($SUDO docker version --format '{{.Server.Version}}' 2>/dev/null))"
  exit 0
fi

if ! command -v dockerd >/dev/null; then
  command -v apt-get >/dev/null || { echo "engine: no dockerd and no apt-get: install Docker by hand" >&2; exit 3; }
  echo "engine: installing docker.io from the distribution's packages"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq docker.io >/dev/null
fi

if ! pgrep -x dockerd >/dev/null; then
  echo "engine: starting dockerd (log: $LOG)"
  # setsid: the daemon outlives this script and does not get the terminal's signals.
  $SUDO setsid dockerd >>"$LOG" 2>&1 < /dev/null &
fi

for ((i = 0; i < WAIT * 5; i++)); do
  if answers; then
    echo "engine: Docker answers after $((i / 5)) s ($($SUDO docker version --format '{{.Server.Version}}'))"
    exit 0
  fi
  sleep 0.2
done
echo "engine: dockerd did not answer within ${WAIT} s; last lines of $LOG:" >&2
tail -n 20 "$LOG" >&2 || true
exit 3
