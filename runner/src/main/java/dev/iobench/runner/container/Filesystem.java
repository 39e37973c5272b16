package dev.iobench.runner.container;

import java.util.Arrays;
import java.util.Locale;

/** A filesystem under test in a container, named on the command line and in env ids by its {@link #label}. */
enum Filesystem {
    /** A tmpfs mount of {@code --fs-size}. */
    TMPFS,
    /** A dedicated loop-mounted ext4 image (or, where that is impossible, a host ext4 folder). */
    EXT4,
    /** A dedicated loop-mounted xfs image. */
    XFS,
    /** A dedicated loop-mounted btrfs image. */
    BTRFS,
    /** A folder in the container's own writable layer (overlay2). */
    OVERLAY;

    /** The folder inside the container the benchmarks write to. */
    String containerDir() {
        return "/bench/" + label();
    }

    /** The mkfs tool for an image-backed filesystem, or null. */
    String mkfs() {
        return this == TMPFS || this == OVERLAY ? null : "mkfs." + label();
    }

    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The filesystem named {@code label}, or null. */
    static Filesystem of(String label) {
        String wanted = label.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(f -> f.label().equals(wanted)).findFirst().orElse(null);
    }
}
