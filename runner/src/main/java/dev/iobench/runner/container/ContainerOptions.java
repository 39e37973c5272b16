package dev.iobench.runner.container;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Options of {@code iobench run} that apply to {@code --env container}. */
public final class ContainerOptions {
    @Option(names = "--fs", split = ",", paramLabel = "FS",
            description = "Filesystems to run containers on: tmpfs, ext4, overlay, and xfs, btrfs where their mkfs "
                    + "tools are installed (default: ${DEFAULT-VALUE}).",
            defaultValue = "tmpfs,ext4,overlay")
    public List<String> filesystems;

    @Option(names = "--container-jdk", paramLabel = "J",
            description = "A JDK of the container environments, as --jdk takes it; repeat for several "
                    + "(default: every --jdk).")
    public List<String> jdkSpecs = new ArrayList<>();

    @Option(names = "--cpus", paramLabel = "LIST",
            description = "CPUs to pin each container to, as Docker's cpuset (e.g. 0 or 0-1 or 0,2) "
                    + "(default: all CPUs).")
    public String cpus;

    @Option(names = "--memory", paramLabel = "SIZE", defaultValue = "4g",
            description = "Memory limit of each container, tmpfs pages included (e.g. 2g, 512m) (default: ${DEFAULT-VALUE}).")
    public String memory;

    @Option(names = "--fs-size", paramLabel = "SIZE", defaultValue = "1g",
            description = "Size of the tmpfs mount and of the ext4/xfs/btrfs image files (default: ${DEFAULT-VALUE}).")
    public String fsSize;

    @Option(names = "--container-timeout", paramLabel = "SECONDS",
            description = "Kill a container that runs longer than this (default: 4x its estimated time, at least 600 s).")
    public Integer timeoutSeconds;

    @Option(names = "--image-base", paramLabel = "TAG", defaultValue = "iobench/debian:bookworm",
            description = "Base image of the benchmark image, provided by docker/base-image.sh (default: ${DEFAULT-VALUE}).")
    public String baseImage;
}
