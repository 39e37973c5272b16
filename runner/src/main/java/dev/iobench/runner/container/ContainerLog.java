package dev.iobench.runner.container;

import dev.iobench.runner.process.ChildProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.testcontainers.containers.output.OutputFrame;

/**
 * Splits one container's output into lines for the environment's log file and the JMH-output sink,
 * noting the time JMH's first iteration began.
 */
final class ContainerLog extends ChildProcess.Lines implements Consumer<OutputFrame> {
    private static final Pattern FIRST_ITERATION = Pattern.compile("Iteration\\s+1:");

    private final StringBuilder partial = new StringBuilder();
    /** When the output first showed JMH's first iteration, or null. */
    volatile Instant firstIteration;

    /** Starts log {@code file}, or appends to it; {@code sink} gets each line too. */
    ContainerLog(Path file, boolean append, Consumer<String> sink) throws IOException {
        super(append ? Files.newOutputStream(file, StandardOpenOption.APPEND) : Files.newOutputStream(file), sink);
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
            add(partial.substring(0, nl));
            partial.delete(0, nl + 1);
        }
    }

    /** Ends the last line and closes the log file. */
    @Override
    public synchronized void close() {
        if (partial.length() > 0) {
            add(partial.toString());
            partial.setLength(0);
        }
        super.close();
    }
}
