package dev.iobench.runner.container;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.env.EnvironmentTask;
import dev.iobench.runner.env.Jdk;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.images.builder.ImageFromDockerfile;
import picocli.CommandLine.Option;

/**
 * Options of {@code iobench run} that apply to {@code --env container}, kept in {@code run.json}'s
 * settings (there {@code jdks} holds the JDK homes {@code --container-jdk} resolved to), and the plan
 * they make: one task per (filesystem x JDK), validated first.
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
            if ((fs == Filesystem.XFS || fs == Filesystem.BTRFS) && !onPath(fs.mkfs())) {
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
        DockerClient docker = docker();
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

    /** Whether {@code tool} is an executable on PATH (or in /sbin, /usr/sbin). */
    static boolean onPath(String tool) {
        String path = System.getenv().getOrDefault("PATH", "") + File.pathSeparator + "/sbin:/usr/sbin";
        return Arrays.stream(path.split(File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, tool)));
    }

    /**
     * What Testcontainers needs on these machines and the user did not set in {@code env}:
     * {@code TESTCONTAINERS_RYUK_DISABLED=true}, as its reaper's image cannot be pulled without a registry
     * and iobench removes its containers itself; {@code TESTCONTAINERS_HOST_OVERRIDE=localhost} for the
     * local socket (a DOCKER_HOST elsewhere keeps its host), as a VM that carries {@code /.dockerenv} makes
     * Testcontainers believe it runs in a container and pull an image to find the gateway.
     */
    static Map<String, String> engineDefaults(Map<String, String> env) {
        String dockerHost = env.get("DOCKER_HOST");
        Map<String, String> d = new LinkedHashMap<>();
        d.put("TESTCONTAINERS_RYUK_DISABLED", "true");
        if (dockerHost == null || dockerHost.isBlank() || dockerHost.startsWith("unix://")) {
            d.put("TESTCONTAINERS_HOST_OVERRIDE", "localhost");
        }
        d.keySet().removeIf(env::containsKey);
        return d;
    }

    /**
     * Puts the {@link #engineDefaults} into this JVM's environment, before Testcontainers reads it (from
     * the process environment only, once), so {@code java -jar iobench.jar} works in a plain shell. The
     * environment is the JVM's own copy, reachable because the jar's manifest opens
     * {@code java.base/java.util} and {@code java.lang} to iobench; under another launcher nothing changes.
     */
    public static void applyEngineDefaults() {
        Map<String, String> missing = engineDefaults(System.getenv());
        if (missing.isEmpty()) {
            return;
        }
        try {
            // System.getenv() is an unmodifiable view of the map getenv(name) reads
            Map<String, String> view = System.getenv();
            Field m = view.getClass().getDeclaredField("m");
            m.setAccessible(true);
            @SuppressWarnings("unchecked")
            Map<String, String> env = (Map<String, String>) m.get(view);
            env.putAll(missing);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // the environment is not reachable: nothing changes
        }
    }

    /**
     * The benchmark image, built from the project's {@code Dockerfile} by Testcontainers and kept (not
     * deleted on exit). Its tag carries a hash of the Dockerfile, the entry script and the base image's
     * id, so a second run with the same inputs builds nothing and a changed Dockerfile builds anew.
     */
    static final class BenchImage {
        /** Repository of the benchmark image; the tag is the input hash. */
        static final String REPOSITORY = "iobench/bench";

        private final Path dockerfile;
        private final Path entry;
        private final String base;
        private String tag;
        /** The image id, once {@link #ensure} ran. */
        String id;

        BenchImage(Path projectDir, String base) {
            this.dockerfile = projectDir.resolve("Dockerfile");
            this.entry = projectDir.resolve("docker/entry.sh");
            this.base = base;
        }

        /** Checks, before anything runs, that the image can be had: files present, base image present. */
        void validate(DockerClient docker) {
            if (!Files.isRegularFile(dockerfile) || !Files.isRegularFile(entry)) {
                throw new ExitException(ExitCodes.ENVIRONMENT, "no " + dockerfile + " or " + entry
                        + ": run iobench from its checkout or set -Diobench.projectDir");
            }
            baseId(docker);
        }

        private String baseId(DockerClient docker) {
            try {
                return docker.inspectImageCmd(base).exec().getId();
            } catch (NotFoundException e) {
                throw new ExitException(ExitCodes.ENVIRONMENT, "base image " + base
                        + " not found: run `make base-image` (docker/base-image.sh builds it without a registry)");
            }
        }

        /** The image tag, building the image first if no image of these inputs exists. */
        synchronized String ensure(DockerClient docker, PrintWriter err) throws IOException {
            if (tag != null) {
                return tag;
            }
            String candidate = REPOSITORY + ":" + inputHash(docker);
            try {
                id = docker.inspectImageCmd(candidate).exec().getId();
            } catch (NotFoundException e) {
                err.printf("iobench: building image %s from %s (base %s)%n", candidate, dockerfile, base);
                err.flush();
                try {
                    // FROM resolved in the copy sent to the engine: Testcontainers would otherwise try to
                    // pull "${BASE_IMAGE}" from a registry before building (minutes of timeouts offline).
                    String text = Files.readString(dockerfile).replace("${BASE_IMAGE}", base);
                    new ImageFromDockerfile(candidate, false)
                            .withFileFromString("Dockerfile", text)
                            .withFileFromPath("docker/entry.sh", entry)
                            .withBuildArg("BASE_IMAGE", base)
                            .get();
                } catch (RuntimeException ex) {
                    Throwable cause = ex.getCause() != null ? ex.getCause() : ex;
                    throw new ExitException(ExitCodes.ENVIRONMENT, "cannot build image " + candidate + ": "
                            + cause.getMessage(), ex);
                }
                id = docker.inspectImageCmd(candidate).exec().getId();
            }
            tag = candidate;
            return tag;
        }

        private String inputHash(DockerClient docker) throws IOException {
            try {
                MessageDigest md = MessageDigest.getInstance("SHA-256");
                md.update(Files.readAllBytes(dockerfile));
                md.update((byte) 0);
                md.update(Files.readAllBytes(entry));
                md.update((byte) 0);
                md.update(baseId(docker).getBytes(StandardCharsets.UTF_8));
                return HexFormat.of().formatHex(md.digest()).substring(0, 12);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
