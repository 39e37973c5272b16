package dev.iobench.runner.container;

import picocli.CommandLine.Option;

/** Options of {@code iobench run} that apply to {@code --env container}. */
public final class ContainerOptions {
    @Option(names = "--fs", split = ",", paramLabel = "FS",
            description = "Filesystems to run containers on: tmpfs, ext4, overlay (default: ${DEFAULT-VALUE}).",
            defaultValue = "tmpfs,ext4,overlay")
    public java.util.List<String> filesystems;
}
