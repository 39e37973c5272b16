package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.Jdk;
import dev.iobench.runner.results.RunSettings;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;

/**
 * Options of {@code iobench run} that apply to {@code --env container}, kept in {@code run.json}'s
 * settings ({@link RunSettings.Container}), and the plan they make: one task per (filesystem x JDK),
 * validated first.
 */
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

    /** @return these options as run.json keeps them, with {@code jdkHomes} for {@code --container-jdk} */
    public RunSettings.Container settings(List<String> jdkHomes) {
        return new RunSettings.Container(filesystems, cpus, memory, fsSize, timeoutSeconds, baseImage, jdkHomes);
    }

    /** @return the options a run's {@code run.json} kept */
    public static ContainerOptions of(RunSettings.Container stored) {
        ContainerOptions o = new ContainerOptions();
        o.filesystems = stored.fs();
        o.cpus = stored.cpus();
        o.memory = stored.memory();
        o.fsSize = stored.fsSize();
        o.timeoutSeconds = stored.timeoutSeconds();
        o.baseImage = stored.imageBase();
        o.jdkSpecs = stored.jdks() == null ? List.of() : stored.jdks();
        return o;
    }

    /**
     * Validates the options and the engine (usage errors exit 2, a missing engine or base image
     * exits 3, before anything runs or is written) and plans the tasks, filesystems outermost.
     */
    public List<EnvironmentTask> plan(List<Jdk> jdks, Path projectDir, PrintWriter err) {
        Set<Filesystem> chosen = new LinkedHashSet<>();
        for (String label : filesystems) {
            Filesystem fs = Filesystem.of(label);
            if (fs == null) {
                throw ExitException.usage("--fs %s: unknown filesystem (expected tmpfs, ext4, overlay, xfs, btrfs)", label);
            }
            if ((fs == Filesystem.XFS || fs == Filesystem.BTRFS) && !Engine.onPath(fs.mkfs())) {
                throw new ExitException(ExitCodes.ENVIRONMENT, "--fs " + fs.label() + " needs " + fs.mkfs()
                        + " (apt-get install " + (fs == Filesystem.XFS ? "xfsprogs" : "btrfs-progs") + ")");
            }
            chosen.add(fs);
        }
        if (cpus != null && !cpus.matches("\\d+(-\\d+)?(,\\d+(-\\d+)?)*")) {
            throw ExitException.usage("--cpus %s: expected a CPU list such as 0, 0-1 or 0,2", cpus);
        }
        long memoryBytes = bytes("--memory", memory);
        long fsSizeBytes = bytes("--fs-size", fsSize);
        if (memoryBytes < (64L << 20)) {
            throw ExitException.usage("--memory %s: at least 64m is needed to start a JVM", memory);
        }
        if (timeoutSeconds != null && timeoutSeconds <= 0) {
            throw ExitException.usage("--container-timeout (%d) must be positive", timeoutSeconds);
        }
        DockerClient docker = Engine.client();
        BenchImage image = new BenchImage(projectDir, baseImage);
        image.validate(docker);
        Path work = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
        WorkFolder.sweep(docker, work, err);
        ContainerTask.Settings settings = new ContainerTask.Settings(image, cpus, memoryBytes, fsSizeBytes,
                timeoutSeconds, work, new AtomicBoolean());
        return chosen.stream()
                .<EnvironmentTask>flatMap(fs -> jdks.stream().map(jdk -> new ContainerTask(fs, jdk, settings)))
                .toList();
    }

    /** {@code value}, a size as Docker writes it ({@code 512m}, {@code 1g}, {@code 1073741824}), in bytes. */
    private static long bytes(String option, String value) {
        Matcher m = Pattern.compile("(\\d+)([kmgt]?)b?", Pattern.CASE_INSENSITIVE).matcher(value.trim());
        if (!m.matches()) {
            throw ExitException.usage("%s %s: not a size (expected e.g. 512m, 1g)", option, value);
        }
        long n = Long.parseLong(m.group(1));
        int shift = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "k" -> 10;
            case "m" -> 20;
            case "g" -> 30;
            case "t" -> 40;
            default -> 0;
        };
        long bytes = n << shift;
        if (n <= 0 || bytes >>> shift != n) {
            throw ExitException.usage("%s %s: must be positive and sensible", option, value);
        }
        return bytes;
    }
}
