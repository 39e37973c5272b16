package dev.iobench.runner.process;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs a child process from an argument list (never a shell string), with a timeout, and makes
 * sure it and its descendants are gone when the call returns, whatever happened.
 */
public final class ChildProcess {
    /** Lines kept from the end of a process's output for error reports. */
    public static final int TAIL_LINES = 20;

    private ChildProcess() {
    }

    /**
     * The outcome of a finished process: its exit code (-1 when the timeout killed it), all of stdout
     * (only for {@link #capture}) and the last {@value #TAIL_LINES} lines of (merged) output.
     */
    public record Result(int exitCode, String stdout, List<String> tail, boolean timedOut) {
        /** Whether it exited 0 in time. */
        public boolean ok() {
            return exitCode == 0 && !timedOut;
        }
    }

    /** Runs {@code command}, capturing stdout; stderr is kept as the tail. */
    public static Result capture(List<String> command, Duration timeout) throws IOException, InterruptedException {
        Path err = Files.createTempFile("iobench-stderr", ".txt");
        try {
            Process p = new ProcessBuilder(command).redirectError(err.toFile()).start();
            StringWriter out = new StringWriter();
            Thread reader = new Thread(() -> {
                try (BufferedReader r = p.inputReader(StandardCharsets.UTF_8)) {
                    r.transferTo(out);
                } catch (IOException e) {
                    // process gone: what was read is kept
                }
            }, "iobench-capture");
            reader.setDaemon(true);
            boolean done;
            try (Cleanup.Action undo = Cleanup.register("process " + command.get(0), () -> kill(p))) {
                reader.start();
                done = waitFor(p, timeout);
            }
            reader.join(5000);
            List<String> errLines = Files.readAllLines(err, StandardCharsets.UTF_8);
            List<String> tail = errLines.subList(Math.max(0, errLines.size() - TAIL_LINES), errLines.size());
            return new Result(done ? p.exitValue() : -1, out.toString(), List.copyOf(tail), !done);
        } finally {
            Files.deleteIfExists(err);
        }
    }

    /**
     * Runs {@code command} with stdout and stderr merged, each line appended to {@code log} and
     * handed to {@code onLine}; {@code timeout} null for none.
     */
    public static Result stream(List<String> command, Path log, Duration timeout, Consumer<String> onLine)
            throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (Cleanup.Action undo = Cleanup.register("process " + command.get(0), () -> kill(p))) {
            Deque<String> tail = new ArrayDeque<>();
            Thread reader = new Thread(() -> {
                // the log may become unwritable (a full disk): the output is still drained, or the child blocks
                BufferedWriter w = null;
                java.io.OutputStream raw = null;
                try {
                    raw = Files.newOutputStream(log);
                    w = new BufferedWriter(new java.io.OutputStreamWriter(raw, StandardCharsets.UTF_8));
                } catch (IOException e) {
                    // no log: tail only
                }
                try (BufferedReader r = p.inputReader(StandardCharsets.UTF_8)) {
                    for (String line; (line = r.readLine()) != null; ) {
                        if (w != null) {
                            try {
                                w.write(line);
                                w.newLine();
                            } catch (IOException e) {
                                w = closeQuietly(w, raw);
                            }
                        }
                        synchronized (tail) {
                            tail.addLast(line);
                            if (tail.size() > TAIL_LINES) {
                                tail.removeFirst();
                            }
                        }
                        onLine.accept(line);
                    }
                } catch (IOException e) {
                    // process gone: what was read is kept
                } finally {
                    closeQuietly(w, raw);
                }
            }, "iobench-stream");
            reader.setDaemon(true);
            reader.start();
            boolean done = waitFor(p, timeout);
            reader.join(5000);
            synchronized (tail) {
                return new Result(done ? p.exitValue() : -1, "", new ArrayList<>(tail), !done);
            }
        }
    }

    /**
     * Closes a log writer and, always, the file under it: a writer whose flush fails (a full disk)
     * does not close its file itself, and the open file would keep the disk busy.
     */
    public static BufferedWriter closeQuietly(java.io.Writer w, java.io.OutputStream raw) {
        try {
            if (w != null) {
                w.close();
            }
        } catch (IOException e) {
            // what could not be flushed is lost from the log only
        } finally {
            try {
                if (raw != null) {
                    raw.close();
                }
            } catch (IOException e) {
                // nothing more to lose
            }
        }
        return null;
    }

    /** Waits for {@code p}; kills it and its descendants on timeout or interrupt. */
    private static boolean waitFor(Process p, Duration timeout) throws InterruptedException {
        try {
            boolean done = timeout == null ? p.waitFor() >= Integer.MIN_VALUE
                    : p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!done) {
                kill(p);
            }
            return done;
        } catch (InterruptedException e) {
            kill(p);
            throw e;
        }
    }

    /** Kills {@code p} and every descendant, waiting briefly for them to go. */
    public static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
