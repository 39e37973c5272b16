package dev.iobench.runner.container;

import dev.iobench.runner.process.ChildProcess;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.testcontainers.containers.output.OutputFrame;

/**
 * Splits one container's output into lines: each goes to the environment's log file and to the
 * JMH-output sink, the last ones are kept as the tail, and the time JMH's first iteration began is
 * noted.
 */
final class ContainerLog implements Consumer<OutputFrame> {
    private static final Pattern FIRST_ITERATION = Pattern.compile("Iteration\\s+1:");

    private final OutputStream raw;
    private BufferedWriter log;
    private final Consumer<String> sink;
    private final StringBuilder partial = new StringBuilder();
    private final Deque<String> tail = new ArrayDeque<>();
    /** When the output first showed JMH's first iteration, or null. */
    volatile Instant firstIteration;

    /** Starts log {@code file}, or appends to it; {@code sink} gets each line too. */
    ContainerLog(Path file, boolean append, Consumer<String> sink) throws IOException {
        this.raw = append ? Files.newOutputStream(file, StandardOpenOption.APPEND) : Files.newOutputStream(file);
        this.log = new BufferedWriter(new OutputStreamWriter(raw, StandardCharsets.UTF_8));
        this.sink = sink;
    }

    @Override
    public synchronized void accept(OutputFrame frame) {
        if (frame.getBytes() == null) {
            return;
        }
        partial.append(frame.getUtf8String());
        if (firstIteration == null && FIRST_ITERATION.matcher(partial).find()) {
            firstIteration = Instant.now();
        }
        for (int nl; (nl = partial.indexOf("\n")) >= 0; ) {
            line(partial.substring(0, nl));
            partial.delete(0, nl + 1);
        }
    }

    private void line(String line) {
        if (log != null) {
            try {
                log.write(line);
                log.newLine();
            } catch (IOException e) {
                // a full disk: the tail in run.json still has it
                log = ChildProcess.closeQuietly(log, raw);
            }
        }
        tail.addLast(line);
        if (tail.size() > ChildProcess.TAIL_LINES) {
            tail.removeFirst();
        }
        sink.accept(line);
    }

    /** @return the last {@value ChildProcess#TAIL_LINES} lines */
    synchronized List<String> tail() {
        return new ArrayList<>(tail);
    }

    /** Ends the last line and closes the log file. */
    synchronized void close() throws IOException {
        if (partial.length() > 0) {
            line(partial.toString());
            partial.setLength(0);
        }
        log = ChildProcess.closeQuietly(log, raw);
    }
}
