package dev.iobench.runner.container;

import java.util.Locale;

/** A filesystem under test in a container, and where the container sees it. */
enum Filesystem {
    /** A tmpfs mount of {@code --fs-size}. */
    TMPFS("/bench/tmpfs", null),
    /** A dedicated loop-mounted ext4 image (or, where that is impossible, a host ext4 folder). */
    EXT4("/bench/ext4", "mkfs.ext4"),
    /** A dedicated loop-mounted xfs image. */
    XFS("/bench/xfs", "mkfs.xfs"),
    /** A dedicated loop-mounted btrfs image. */
    BTRFS("/bench/btrfs", "mkfs.btrfs"),
    /** A folder in the container's own writable layer (overlay2). */
    OVERLAY("/bench/overlay", null);

    private final String containerDir;
    private final String mkfs;

    Filesystem(String containerDir, String mkfs) {
        this.containerDir = containerDir;
        this.mkfs = mkfs;
    }

    /** @return the folder inside the container the benchmarks write to */
    String containerDir() {
        return containerDir;
    }

    /** @return the mkfs tool for an image-backed filesystem, or null */
    String mkfs() {
        return mkfs;
    }

    /** @return the name used on the command line and in env ids */
    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @return the filesystem named {@code label}, or null */
    static Filesystem of(String label) {
        for (Filesystem f : values()) {
            if (f.label().equals(label.trim().toLowerCase(Locale.ROOT))) {
                return f;
            }
        }
        return null;
    }
}
