# The iobench benchmark image. It holds no JDK and no jar: the runner bind-mounts the JDK home and
# benchmarks.jar read-only, so one image serves every JDK. The base comes from docker/base-image.sh
# (debootstrap + docker import: no registry needed).
ARG BASE_IMAGE=iobench/debian:bookworm
FROM ${BASE_IMAGE}

# fio, the physical reference measured beside the suite, and strace, which counts an op's system
# calls, from Debian's packages (no registry needed).
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends fio strace > /dev/null \
 && rm -rf /var/lib/apt/lists/*

# An unprivileged user runs the benchmarks; the mount points of the filesystems under test are
# created here, /bench/overlay lives in the container's own writable layer.
RUN groupadd --gid 10001 bench \
 && useradd --uid 10001 --gid bench --no-create-home --home-dir /tmp --shell /usr/sbin/nologin bench \
 && mkdir -p /iobench/results /bench/tmpfs /bench/ext4 /bench/xfs /bench/btrfs /bench/overlay \
 && chown bench:bench /bench/overlay /bench/tmpfs /bench/ext4 /bench/xfs /bench/btrfs \
 && chmod 1777 /bench/overlay

COPY docker/entry.sh /usr/local/bin/iobench-entry
RUN chmod 0755 /usr/local/bin/iobench-entry

LABEL dev.iobench.image="bench"
USER 10001:10001
ENV HOME=/tmp LANG=C.UTF-8
WORKDIR /tmp
ENTRYPOINT ["/usr/local/bin/iobench-entry"]
