package dev.iobench.runner.android;

import dev.iobench.runner.ExitCodes;
import dev.iobench.runner.ExitException;
import dev.iobench.runner.process.ChildProcess;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The adb executable, always called with an argument list (never through a shell), optionally
 * bound to one device with {@code -s SERIAL}.
 */
final class Adb {
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    private final Path executable;
    private final String serial;

    private Adb(Path executable, String serial) {
        this.executable = executable;
        this.serial = serial;
    }

    /**
     * @param explicit {@code --adb} if given, else null: looked up on {@code PATH}
     * @return adb, or null when none is found
     */
    static Adb find(Path explicit, Map<String, String> environment) {
        if (explicit != null) {
            return Files.isExecutable(explicit) ? new Adb(explicit.toAbsolutePath(), null) : null;
        }
        Path onPath = lookup("adb", environment.getOrDefault("PATH", ""));
        return onPath == null ? null : new Adb(onPath, null);
    }

    /** @return the first executable {@code name} in the folders of {@code path}, or null */
    static Path lookup(String name, String path) {
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(dir, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** @return this adb bound to device {@code serial} */
    Adb forDevice(String serial) {
        return new Adb(executable, serial);
    }

    /** @return the adb executable */
    Path executable() {
        return executable;
    }

    /** @return the full command line for {@code args} (with {@code -s SERIAL} when bound) */
    List<String> command(List<String> args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(executable.toString());
        if (serial != null) {
            cmd.add("-s");
            cmd.add(serial);
        }
        cmd.addAll(args);
        return cmd;
    }

    /** Runs adb and captures its output; a failure to start is an environment error. */
    ChildProcess.Result run(String... args) {
        try {
            return ChildProcess.capture(command(List.of(args)), TIMEOUT);
        } catch (IOException e) {
            throw new ExitException(ExitCodes.ENVIRONMENT, "cannot run " + executable + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ExitException(ExitCodes.INTERRUPTED, "interrupted while running adb", e);
        }
    }

    /** Runs adb with stdout and stderr merged, line by line, with no time limit. */
    ChildProcess.Result stream(List<String> args, Path log, Consumer<String> onLine)
            throws IOException, InterruptedException {
        return ChildProcess.stream(command(args), log, null, onLine);
    }

    /** @return the value of system property {@code key} on the device ("" when unset) */
    String getprop(String key) {
        ChildProcess.Result r = run("shell", "getprop", key);
        return r.ok() ? r.stdout().strip() : "";
    }
}
