package dev.iobench.runner.process;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
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

    /**
     * Output lines: each is appended to a log file while it can be written (a full disk leaves the tail
     * only, and the output is still drained, or the child blocks), then handed on; the last
     * {@value #TAIL_LINES} are kept.
     */
    public static class Lines {
        private final OutputStream raw;
        private BufferedWriter log;
        private final Deque<String> tail = new ArrayDeque<>();
        private final Consumer<String> onLine;

        /** {@code raw} is the log file, or null for none. */
        public Lines(OutputStream raw, Consumer<String> onLine) {
            this.raw = raw;
            this.log = raw == null ? null : new BufferedWriter(new OutputStreamWriter(raw, StandardCharsets.UTF_8));
            this.onLine = onLine;
        }

        public void add(String line) {
            synchronized (this) {
                if (log != null) {
                    try {
                        log.write(line);
                        log.newLine();
                    } catch (IOException e) {
                        closeLog();
                    }
                }
                tail.addLast(line);
                if (tail.size() > TAIL_LINES) {
                    tail.removeFirst();
                }
            }
            onLine.accept(line);
        }

        public synchronized List<String> tail() {
            return new ArrayList<>(tail);
        }

        public synchronized void close() {
            closeLog();
        }

        /**
         * Closes the writer and, always, the file under it: a writer whose flush fails (a full disk)
         * does not close its file itself, and the open file would keep the disk busy.
         */
        private void closeLog() {
            try (OutputStream file = raw; BufferedWriter writer = log) {
                log = null;
            } catch (IOException e) {
                // what could not be flushed is lost from the log only
            }
        }
    }

    /** Runs {@code command}, capturing stdout; stderr is kept as the tail. */
    public static Result capture(List<String> command, Duration timeout) throws IOException, InterruptedException {
        Path err = Files.createTempFile("iobench-stderr", ".txt");
        try {
            Process p = new ProcessBuilder(command).redirectError(err.toFile()).start();
            StringWriter out = new StringWriter();
            boolean done = drain(command, p, timeout, "iobench-capture", r -> r.transferTo(out));
            List<String> errLines = Files.readAllLines(err, StandardCharsets.UTF_8);
            List<String> tail = errLines.subList(Math.max(0, errLines.size() - TAIL_LINES), errLines.size());
            return new Result(done ? p.exitValue() : -1, out.toString(), List.copyOf(tail), !done);
        } finally {
            Files.deleteIfExists(err);
        }
    }

    /** Runs {@code command} to its end, stdout and stderr merged, each line appended to {@code log} and handed on. */
    public static Result stream(List<String> command, Path log, Consumer<String> onLine)
            throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        OutputStream raw;
        try {
            raw = Files.newOutputStream(log);
        } catch (IOException e) {
            raw = null; // no log: tail only
        }
        Lines lines = new Lines(raw, onLine);
        boolean done = drain(command, p, null, "iobench-stream", r -> {
            try {
                for (String line; (line = r.readLine()) != null; ) {
                    lines.add(line);
                }
            } finally {
                lines.close();
            }
        });
        return new Result(done ? p.exitValue() : -1, "", lines.tail(), !done);
    }

    private interface Reading {
        void read(BufferedReader stdout) throws IOException;
    }

    /**
     * Drains {@code p}'s stdout on thread {@code name} while waiting for it ({@code timeout} null for no limit);
     * whether it ended in time. On timeout or interrupt it kills {@code p} and its descendants.
     */
    private static boolean drain(List<String> command, Process p, Duration timeout, String name, Reading reading)
            throws InterruptedException {
        Thread reader = new Thread(() -> {
            try (BufferedReader r = p.inputReader(StandardCharsets.UTF_8)) {
                reading.read(r);
            } catch (IOException e) {
                // process gone: what was read is kept
            }
        }, name);
        reader.setDaemon(true);
        try (Cleanup.Action undo = Cleanup.register("process " + command.get(0), () -> kill(p))) {
            reader.start();
            boolean done;
            try {
                done = timeout == null ? p.waitFor() >= Integer.MIN_VALUE
                        : p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                kill(p);
                throw e;
            }
            if (!done) {
                kill(p);
            }
            reader.join(5000);
            return done;
        }
    }

    /** Kills {@code p} and every descendant, waiting briefly for them to go. */
    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
