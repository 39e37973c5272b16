package dev.iobench.runner.fleet;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs a command of the fleet tests with its output in a file; stopped with its descendants on timeout. */
final class Shell {
    /** What a command did: its exit code and all it printed (stdout and stderr merged). */
    record Result(int exitCode, String output) {
    }

    private Shell() {
    }

    /**
     * Starts {@code command} in {@code dir} with {@code env} added (a null value removes the variable),
     * output into {@code log}.
     */
    static Process start(List<String> command, Path dir, Map<String, String> env, Path log) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        env.forEach((k, v) -> {
            if (v == null) {
                pb.environment().remove(k);
            } else {
                pb.environment().put(k, v);
            }
        });
        return pb.start();
    }

    /** Waits for {@code p} at most {@code limit}; on timeout stops it and its descendants and fails. */
    static Result finish(Process p, Path log, Duration limit) throws Exception {
        if (!p.waitFor(limit.toSeconds(), TimeUnit.SECONDS)) {
            Processes.stopTree(p.toHandle());
            throw new AssertionError("timed out after " + limit.toSeconds() + " s; output:\n"
                    + Files.readString(log, StandardCharsets.UTF_8));
        }
        return new Result(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    /** Runs {@code command} to its end (at most {@code limit}). */
    static Result run(List<String> command, Path dir, Map<String, String> env, Path log, Duration limit)
            throws Exception {
        return finish(start(command, dir, env, log), log, limit);
    }

    /** Runs a short tool and fails with its output unless it exits 0. */
    static void check(List<String> command, Path dir) throws Exception {
        Path log = Files.createTempFile("iobench-fleet-cmd", ".log");
        try {
            Result r = run(command, dir, Map.of(), log, Duration.ofSeconds(60));
            if (r.exitCode() != 0) {
                throw new AssertionError(String.join(" ", command) + " exited " + r.exitCode() + ": " + r.output());
            }
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
