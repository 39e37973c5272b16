package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.AccessMode;
import com.github.dockerjava.api.model.Bind;
import com.github.dockerjava.api.model.Capability;
import com.github.dockerjava.api.model.Info;
import dev.iobench.runner.env.Jdk;
import dev.iobench.runner.env.RunContext;
import dev.iobench.runner.results.EnvJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.startupcheck.StartupCheckStrategy;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;
import org.testcontainers.utility.DockerImageName;

/**
 * The containers of one container environment as Docker makes them: a one-shot container of the
 * benchmark image, as an unprivileged user with no network and no capabilities, the JDK and the jar
 * mounted read-only, {@code iobench.dir} on the filesystem under test, and a results mount of its
 * own; labelled with the run and the iobench process that started it.
 */
final class ContainerSpec {
    /** Label on every container iobench starts; its value is the run id. */
    static final String LABEL_RUN = "dev.iobench.run";
    /** Label with the pid of the iobench process that started the container. */
    static final String LABEL_PID = "dev.iobench.pid";
    /** The unprivileged user of the image (see the Dockerfile). */
    static final int UID = 10001;
    /** The results mount: the staging folder, as the container sees it. */
    static final String RESULTS = "/iobench/results";
    /** The entry script's argument that runs the JMH invocations of {@code RESULTS/batch/*.args} in order. */
    static final String BATCH = "--iobench-batch";
    /** What the entry script's environment probe writes into the results mount. */
    static final String PROBE = "probe.json";
    private static final String JAR = "/iobench/benchmarks.jar";

    private final Filesystem fs;
    private final Jdk jdk;
    private final ContainerSettings settings;
    private final RunContext ctx;
    private final String envId;

    /**
     * @param envId the environment's id, part of the containers' name
     */
    ContainerSpec(Filesystem fs, Jdk jdk, ContainerSettings settings, RunContext ctx, String envId) {
        this.fs = fs;
        this.jdk = jdk;
        this.settings = settings;
        this.ctx = ctx;
        this.envId = envId;
    }

    /** @return the folder under test, as the benchmark JVMs in the container see it */
    String ioDir() {
        return fs.containerDir();
    }

    /** @return where file {@code name} of the staging folder is inside the container */
    static String resultPath(String name) {
        return RESULTS + "/" + name;
    }

    /**
     * @param image the benchmark image
     * @param staging the host folder mounted at {@link #RESULTS}
     * @param volume the filesystem under test, or null for a tmpfs or the container's own root
     * @param command the entry script's arguments
     * @param env environment variables of the entry script besides the JDK and the folder under test
     * @return the container, not started
     */
    GenericContainer<?> container(String image, Path staging, Volume volume, List<String> command,
            Map<String, String> env) throws IOException {
        Path jdkHome = jdk.home().toRealPath();
        String dir = fs.containerDir();
        // Binds go straight into the create command: Testcontainers' own withFileSystemBind first
        // checks "is file mounting supported" by running a helper image, which needs a registry.
        List<Bind> binds = new ArrayList<>();
        binds.add(bind(jdkHome.toString(), jdkHome.toString(), AccessMode.ro));
        binds.add(bind(ctx.benchmarksJar().toRealPath().toString(), JAR, AccessMode.ro));
        binds.add(bind(staging.toString(), RESULTS, AccessMode.rw));
        // Absolute symlinks out of the JDK (Debian's conf/ -> /etc/java-17-openjdk) must resolve inside too.
        for (Path outside : JdkMounts.outsideTargets(jdkHome)) {
            binds.add(bind(outside.toString(), outside.toString(), AccessMode.ro));
        }
        if (volume != null) {
            binds.add(bind(volume.hostDir().toString(), dir, AccessMode.rw));
        }
        GenericContainer<?> c = new GenericContainer<>(DockerImageName.parse(image));
        env.forEach(c::withEnv);
        c.withCommand(command.toArray(String[]::new))
                .withEnv("IOBENCH_JAVA", jdkHome.resolve("bin/java").toString())
                .withEnv("IOBENCH_DIR", dir)
                .withNetworkMode("none")
                .withLabel(LABEL_RUN, ctx.run().id())
                .withLabel(LABEL_PID, Long.toString(ProcessHandle.current().pid()))
                .withStartupCheckStrategy(new Immediately())
                .waitingFor(new NoWait())
                .withCreateContainerCmdModifier(cmd -> {
                    cmd.withName(name());
                    cmd.withUser(UID + ":" + UID);
                    // iobench removes its containers itself (also on Ctrl-C); without the session label
                    // Testcontainers' own shutdown hook does not race it for the same container.
                    Map<String, String> labels = new HashMap<>(cmd.getLabels());
                    labels.remove("org.testcontainers.sessionId");
                    cmd.withLabels(labels);
                    var host = cmd.getHostConfig();
                    host.withBinds(binds)
                            .withCapDrop(Capability.ALL)
                            .withSecurityOpts(List.of("no-new-privileges"))
                            .withMemory(settings.memoryBytes())
                            .withMemorySwap(settings.memoryBytes());
                    if (settings.cpus() != null) {
                        host.withCpusetCpus(settings.cpus());
                    }
                });
        if (fs == Filesystem.TMPFS) {
            // owned by the benchmark user: Docker 20.10 ignores mode= on tmpfs mounts
            c.withTmpFs(Map.of(dir, String.format(Locale.ROOT, "rw,size=%d,uid=%d,gid=%d,mode=0700",
                    settings.fsSizeBytes(), UID, UID)));
        }
        return c;
    }

    /** @return the name of the environment's containers (one at a time) */
    String name() {
        return "iobench-" + ctx.run().id().toLowerCase(Locale.ROOT) + "-" + envId;
    }

    private static Bind bind(String host, String container, AccessMode mode) {
        return new Bind(host, new com.github.dockerjava.api.model.Volume(container), mode);
    }

    /** @return env.json's {@code container}: the image, the engine and the limits the container ran with */
    EnvJson.Container describe(DockerClient docker, String image) {
        String engineVersion = null;
        String storageDriver = null;
        try {
            engineVersion = docker.versionCmd().exec().getVersion();
            Info info = docker.infoCmd().exec();
            storageDriver = info.getDriver();
        } catch (RuntimeException e) {
            engineVersion = null;
        }
        return new EnvJson.Container(image, settings.image().id(), name(), engineVersion, storageDriver,
                settings.cpus() != null ? settings.cpus() : "all", settings.memoryBytes(), "none", UID + ":" + UID,
                "all dropped");
    }

    /** The container runs to completion: nothing to wait for at start. */
    private static final class Immediately extends StartupCheckStrategy {
        @Override
        public StartupStatus checkStartupState(DockerClient dockerClient, String containerId) {
            return StartupStatus.SUCCESSFUL;
        }
    }

    /** No port, no log line to wait for. */
    private static final class NoWait extends AbstractWaitStrategy {
        @Override
        protected void waitUntilReady() {
        }
    }
}
