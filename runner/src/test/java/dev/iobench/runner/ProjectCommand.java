package dev.iobench.runner;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** A command (a script, make) run in the project folder for a test, its output captured in one log. */
public final class ProjectCommand {
    /**
     * @param code its exit code
     * @param out its stdout and stderr, interleaved as written
     */
    public record Outcome(int code, String out) {
    }

    private ProjectCommand() {
    }

    /**
     * Runs {@code cmd} in the project folder with {@code env} added, its output in a file of {@code tmp}.
     *
     * @throws AssertionError when it runs longer than {@code timeout} (it and its children are killed)
     */
    public static Outcome run(Path tmp, List<String> cmd, Map<String, String> env, Duration timeout) throws Exception {
        Path log = Files.createTempFile(tmp, "out", ".log");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(ProjectPaths.projectDir().toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().putAll(env);
        Process p = pb.start();
        if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError(cmd + " did not finish in " + timeout.toSeconds() + " s:\n" + Files.readString(log));
        }
        return new Outcome(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }
}
