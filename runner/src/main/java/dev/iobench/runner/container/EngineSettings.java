package dev.iobench.runner.container;

import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What Testcontainers needs on these machines, set by iobench itself so {@code java -jar iobench.jar}
 * works in a plain shell (Testcontainers reads both from the process environment only, once; a value
 * the user set wins): {@code TESTCONTAINERS_RYUK_DISABLED=true}, as its reaper's image cannot be pulled
 * without a registry and iobench removes its containers itself; {@code TESTCONTAINERS_HOST_OVERRIDE=localhost}
 * for the local socket, as a VM that carries {@code /.dockerenv} makes Testcontainers believe it runs in a
 * container and pull an image to find the gateway. The environment is the JVM's own copy, reachable
 * because the jar's manifest opens {@code java.base/java.util} and {@code java.lang} to iobench; under
 * another launcher nothing changes.
 */
public final class EngineSettings {
    private EngineSettings() {
    }

    /** The defaults the user did not set in {@code env}; a DOCKER_HOST other than the local socket keeps its host. */
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

    /** Puts the defaults the user did not set into this JVM's environment, before Testcontainers reads it. */
    public static void apply() {
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
