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
import java.util.Arrays;
import java.util.List;

/** The adb executable, called with argument lists (never a shell), bound to {@code serial} unless null. */
record Adb(Path executable, String serial) {
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    /** The first executable {@code name} in the folders of {@code path}, or null. */
    static Path lookup(String name, String path) {
        return Arrays.stream(path.split(File.pathSeparator)).filter(dir -> !dir.isEmpty())
                .map(dir -> Path.of(dir, name))
                .filter(candidate -> Files.isRegularFile(candidate) && Files.isExecutable(candidate))
                .findFirst().orElse(null);
    }

    /** The full command line for {@code args}. */
    List<String> command(List<String> args) {
        List<String> cmd = new ArrayList<>(List.of(executable.toString()));
        if (serial != null) {
            cmd.addAll(List.of("-s", serial));
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

    List<Device> devices() {
        ChildProcess.Result r = run("devices", "-l");
        if (!r.ok()) {
            throw new ExitException(ExitCodes.ENVIRONMENT, "adb devices failed (exit " + r.exitCode() + "): "
                    + String.join(" ", r.tail()));
        }
        return Device.parseList(r.stdout());
    }

    /** System property {@code key} on the device ("" when unset). */
    String getprop(String key) {
        ChildProcess.Result r = run("shell", "getprop", key);
        return r.ok() ? r.stdout().strip() : "";
    }
}
