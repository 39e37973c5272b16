package dev.iobench.runner.container;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * Options of {@code iobench run} that apply to {@code --env container}, kept in {@code run.json}'s
 * settings; there {@code jdks} holds the JDK homes {@code --container-jdk} resolved to.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"fs", "cpus", "memory", "fsSize", "timeoutSeconds", "imageBase", "jdks"})
public final class ContainerOptions {
    @Option(names = "--fs", split = ",", paramLabel = "FS",
            description = "Filesystems to run containers on: tmpfs, ext4, overlay, and xfs, btrfs where their mkfs "
                    + "tools are installed (default: ${DEFAULT-VALUE}).",
            defaultValue = "tmpfs,ext4,overlay")
    @JsonProperty("fs")
    public List<String> filesystems;

    @Option(names = "--container-jdk", paramLabel = "J",
            description = "A JDK of the container environments, as --jdk takes it; repeat for several "
                    + "(default: every --jdk).")
    @JsonProperty("jdks")
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
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
    @JsonProperty("imageBase")
    public String baseImage;
}
