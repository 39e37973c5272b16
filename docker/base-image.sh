#!/usr/bin/env bash
# Provides the benchmark image's base tag without any registry: uses it if the engine has it,
# else builds a minimal Debian root filesystem with debootstrap and imports it (`docker import`).
# Usage: docker/base-image.sh [TAG]   (default $IOBENCH_BASE_IMAGE or iobench/debian:bookworm)
set -euo pipefail

TAG=${1:-${IOBENCH_BASE_IMAGE:-iobench/debian:bookworm}}
SUITE=${IOBENCH_DEBIAN_SUITE:-bookworm}
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

if $SUDO docker image inspect "$TAG" >/dev/null 2>&1; then
  echo "base-image: $TAG present"
  exit 0
fi

if ! command -v debootstrap >/dev/null; then
  echo "base-image: installing debootstrap"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq debootstrap >/dev/null
fi

ROOTFS=$(mktemp -d /var/tmp/iobench-rootfs.XXXXXX)
trap '$SUDO rm -rf "$ROOTFS"' EXIT
echo "base-image: debootstrap --variant=minbase $SUITE into $ROOTFS (about 40 s)"
start=$(date +%s)
if ! $SUDO debootstrap --variant=minbase "$SUITE" "$ROOTFS" >"$ROOTFS.log" 2>&1; then
  echo "base-image: debootstrap failed; last lines of $ROOTFS.log:" >&2
  tail -n 20 "$ROOTFS.log" >&2
  exit 3
fi
rm -f "$ROOTFS.log"
# Keep the image small: no apt lists or caches.
$SUDO rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/*.bin "$ROOTFS"/var/cache/apt/archives/*.deb
$SUDO tar -C "$ROOTFS" -c . | $SUDO docker import \
  --change 'CMD ["/bin/bash"]' \
  --message "iobench base: debootstrap --variant=minbase $SUITE" - "$TAG" >/dev/null
echo "base-image: imported $TAG in $(( $(date +%s) - start )) s"
