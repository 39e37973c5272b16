#!/usr/bin/env bash
# Validates cloud-init user-data offline with cloud-init's own `cloud-init schema --config-file`,
# without installing cloud-init on this machine (its services would run at the next boot and probe
# cloud metadata addresses): Debian's cloud-init package is downloaded (apt-get download), unpacked
# into a scratch folder, and run from there in a venv holding its Python dependencies from PyPI, each
# pinned by version and sha256 in scripts/cloud/cloud-init.lock (pip's hash-checking mode).
#
# usage: scripts/cloud/check-cloud-init.sh [USER_DATA]     (default scripts/cloud/cloud-init.yaml)
set -euo pipefail
cd "$(dirname "$0")/../.."
file=$(realpath "${1:-scripts/cloud/cloud-init.yaml}")
cache=${CLOUD_INIT_CACHE:-.venv-cloud-init}
python=/usr/bin/python3
lock=scripts/cloud/cloud-init.lock
# the lock the venv was installed from, recorded after a complete install
if [ ! -x "$cache/venv/bin/python" ] || ! ls "$cache"/root/usr/lib/python3/dist-packages/cloudinit >/dev/null 2>&1 \
   || ! cmp -s "$lock" "$cache/venv/iobench-cloud-init.lock"; then
  echo "check-cloud-init: fetching Debian's cloud-init package and its Python dependencies into $cache" >&2
  rm -rf "$cache" && mkdir -p "$cache/deb"
  (cd "$cache/deb" && apt-get download -q cloud-init >/dev/null 2>&1) \
    || { apt-get update -qq && (cd "$cache/deb" && apt-get download -q cloud-init >/dev/null); }
  chmod -R a+rX "$cache"
  dpkg-deb -x "$cache"/deb/cloud-init_*.deb "$cache/root"
  "$python" -m venv "$cache/venv"
  "$cache/venv/bin/pip" install --quiet --disable-pip-version-check --require-hashes --only-binary=:all: -r "$lock" \
    || { echo "check-cloud-init: error: pip install -r $lock failed (a file whose sha256 is not the lock's is refused)" >&2; exit 1; }
  cp "$lock" "$cache/venv/iobench-cloud-init.lock"
fi
version=$(dpkg-deb -f "$cache"/deb/cloud-init_*.deb Version)
echo "check-cloud-init: cloud-init $version (Debian package, unpacked in $cache)" >&2
PYTHONPATH="$cache/root/usr/lib/python3/dist-packages" \
  "$cache/venv/bin/python" -c 'import sys; from cloudinit.cmd.main import main; sys.exit(main())' \
  schema --config-file "$file"
