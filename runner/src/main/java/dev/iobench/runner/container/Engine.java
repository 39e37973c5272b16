package dev.iobench.runner.container;

import com.github.dockerjava.api.DockerClient;
import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import java.io.File;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.testcontainers.DockerClientFactory;

/** The Docker engine as Testcontainers reaches it on these machines, and the host tools a volume needs. */
public final class Engine {
    private Engine() {
    }

    /** The engine's client; exits 3 (one line) when Testcontainers cannot be used here or no engine answers. */
    static DockerClient client() {
        // Testcontainers reads these two from the environment only; without them, on a machine with
        // /.dockerenv and no registry it spends minutes trying to pull helper images.
        String hostOverride = System.getenv("TESTCONTAINERS_HOST_OVERRIDE");
        if (Files.exists(Path.of("/.dockerenv")) && (hostOverride == null || hostOverride.isBlank())) {
            throw new ExitException(ExitCodes.ENVIRONMENT, "this machine has /.dockerenv, so Testcontainers needs "
                    + "TESTCONTAINERS_HOST_OVERRIDE=localhost in the environment (iobench sets it itself when started "
                    + "with java -jar iobench.jar; see README)");
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
    static Map<String, String> defaults(Map<String, String> env) {
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
     * Puts the {@link #defaults} into this JVM's environment, before Testcontainers reads it (from
     * the process environment only, once), so {@code java -jar iobench.jar} works in a plain shell. The
     * environment is the JVM's own copy, reachable because the jar's manifest opens
     * {@code java.base/java.util} to iobench; under another launcher nothing changes.
     */
    public static void applyDefaults() {
        Map<String, String> missing = defaults(System.getenv());
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
}
