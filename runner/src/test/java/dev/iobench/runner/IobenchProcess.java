package dev.iobench.runner;

import com.fasterxml.jackson.databind.JsonNode;
import dev.iobench.runner.results.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * iobench in a process of its own, for tests that kill it, run two at once, or point it at another
 * Docker engine (Testcontainers reads DOCKER_HOST once per JVM).
 */
public final class IobenchProcess {
    private IobenchProcess() {
    }

    /** Starts {@code iobench args...}, output merged into {@code log}, with extra environment variables. */
    public static Process start(Path log, Map<String, String> env, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"),
                "-Diobench.benchmarksJar=" + System.getProperty("iobench.benchmarksJar"),
                "-Diobench.projectDir=" + System.getProperty("iobench.projectDir"),
                "dev.iobench.runner.Main"));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().putAll(env);
        return pb.start();
    }

    /** @return the only run folder under {@code results/runs}, waiting up to a minute for it */
    public static Path awaitRun(Path results) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline) {
            if (Files.isDirectory(results.resolve("runs"))) {
                try (Stream<Path> runs = Files.list(results.resolve("runs"))) {
                    List<Path> found = runs.filter(p -> Files.exists(p.resolve("run.json"))).toList();
                    if (!found.isEmpty()) {
                        return found.get(0);
                    }
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no run folder appeared in " + results);
    }

    /** Polls {@code run}'s run.json until {@code condition} holds (up to {@code minutes}). */
    public static JsonNode awaitManifest(Path run, Predicate<JsonNode> condition, int minutes, Process p)
            throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(minutes);
        while (System.nanoTime() < deadline) {
            try {
                JsonNode m = Json.mapper().readTree(run.resolve("run.json").toFile());
                if (condition.test(m)) {
                    return m;
                }
            } catch (IOException e) {
                // run.json is replaced atomically; a read may race the rename: try again
            }
            if (p != null && !p.isAlive()) {
                throw new AssertionError("iobench ended (exit " + p.exitValue() + ") before the awaited state");
            }
            Thread.sleep(20);
        }
        throw new AssertionError("run.json of " + run + " never reached the awaited state");
    }
}
