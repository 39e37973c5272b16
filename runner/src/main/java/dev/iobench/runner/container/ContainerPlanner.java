package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.Jdk;
import java.io.File;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.testcontainers.DockerClientFactory;

/** Turns {@code --env container} options into one task per (filesystem x JDK), validating first. */
public final class ContainerPlanner {
    private ContainerPlanner() {
    }

    /**
     * Validates the options and the engine (usage errors exit 2, a missing engine or base image
     * exits 3, before anything runs or is written) and plans the tasks, filesystems outermost.
     */
    public static List<EnvironmentTask> plan(ContainerOptions options, List<Jdk> jdks, Path projectDir,
            PrintWriter err) {
        Set<Filesystem> filesystems = new LinkedHashSet<>();
        for (String label : options.filesystems) {
            Filesystem fs = Filesystem.of(label);
            if (fs == null) {
                throw ExitException.usage("--fs %s: unknown filesystem (expected tmpfs, ext4, overlay, xfs, btrfs)", label);
            }
            if ((fs == Filesystem.XFS || fs == Filesystem.BTRFS) && !onPath(fs.mkfs())) {
                throw new ExitException(ExitCodes.ENVIRONMENT, "--fs " + fs.label() + " needs " + fs.mkfs()
                        + " (apt-get install " + (fs == Filesystem.XFS ? "xfsprogs" : "btrfs-progs") + ")");
            }
            filesystems.add(fs);
        }
        if (options.cpus != null && !options.cpus.matches("\\d+(-\\d+)?(,\\d+(-\\d+)?)*")) {
            throw ExitException.usage("--cpus %s: expected a CPU list such as 0, 0-1 or 0,2", options.cpus);
        }
        long memory = bytes("--memory", options.memory);
        long fsSize = bytes("--fs-size", options.fsSize);
        if (memory < (64L << 20)) {
            throw ExitException.usage("--memory %s: at least 64m is needed to start a JVM", options.memory);
        }
        if (options.timeoutSeconds != null && options.timeoutSeconds <= 0) {
            throw ExitException.usage("--container-timeout (%d) must be positive", options.timeoutSeconds);
        }
        DockerClient docker = docker();
        BenchImage image = new BenchImage(projectDir, options.baseImage);
        image.validate(docker);
        Path work = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
        WorkFolder.sweep(docker, work, err);
        ContainerTask.Settings settings = new ContainerTask.Settings(image, options.cpus, memory, fsSize,
                options.timeoutSeconds, work, new AtomicBoolean());
        return filesystems.stream()
                .<EnvironmentTask>flatMap(fs -> jdks.stream().map(jdk -> new ContainerTask(fs, jdk, settings)))
                .toList();
    }

    private static DockerClient docker() {
        // Testcontainers reads these two from the environment only; without them, on a machine with
        // /.dockerenv and no registry it spends minutes trying to pull helper images.
        String hostOverride = System.getenv("TESTCONTAINERS_HOST_OVERRIDE");
        if (Files.exists(Path.of("/.dockerenv")) && (hostOverride == null || hostOverride.isBlank())) {
            throw new ExitException(ExitCodes.ENVIRONMENT, "this machine has /.dockerenv, so Testcontainers needs "
                    + "TESTCONTAINERS_HOST_OVERRIDE=localhost in the environment (iobench sets it itself when started with java -jar iobench.jar; see README)");
        }
        if (!"true".equalsIgnoreCase(System.getenv("TESTCONTAINERS_RYUK_DISABLED"))) {
            throw new ExitException(ExitCodes.ENVIRONMENT, "set TESTCONTAINERS_RYUK_DISABLED=true in the environment: "
                    + "iobench removes its own containers, and Testcontainers' Ryuk image needs a registry "
                    + "(iobench sets it itself when started with java -jar iobench.jar; see README)");
        }
        try {
            if (DockerClientFactory.instance().isDockerAvailable()) {
                return DockerClientFactory.instance().client();
            }
        } catch (RuntimeException e) {
            // fall through to the one-line error
        }
        throw new ExitException(ExitCodes.ENVIRONMENT,
                "no Docker engine answers: start one with `make engine` (docker/engine.sh)");
    }

    /** @return {@code value}, a size as Docker writes it ({@code 512m}, {@code 1g}, {@code 1073741824}), in bytes */
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

    /** @return whether {@code tool} is an executable on PATH (or in /sbin, /usr/sbin) */
    static boolean onPath(String tool) {
        String path = System.getenv().getOrDefault("PATH", "") + File.pathSeparator + "/sbin:/usr/sbin";
        return Arrays.stream(path.split(File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, tool)));
    }
}
