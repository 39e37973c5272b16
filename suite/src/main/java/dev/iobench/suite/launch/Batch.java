package dev.iobench.suite.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * Runs a round of JMH invocations from one launcher JVM, so that a round of many one-fork
 * invocations pays for one launcher start instead of one each; every fork is still its own JVM,
 * started by JMH as usual.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.iobench.suite.launch.Batch DIR [DEADLINE]}. Each
 * {@code DIR/*.args} file is one JMH command line (one argument a line), parsed by JMH's own
 * command-line parser and run by JMH's {@link Runner}, in name order. The batch stops at the first
 * failure and starts no invocation once the epoch second {@code DEADLINE} has passed. After each
 * invocation a line {@code name status start-ns end-ns} is appended to {@code DIR/times}. The exit
 * status is the failed invocation's (1, as JMH's own launcher exits), else 0.
 */
public final class Batch {
    private Batch() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: Batch DIR [DEADLINE_EPOCH_SECONDS]");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        long deadline = args.length > 1 && !args[1].isEmpty() ? Long.parseLong(args[1]) : Long.MAX_VALUE;
        Path times = dir.resolve("times");
        Files.write(times, new byte[0]);
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".args")).sorted().collect(java.util.stream.Collectors.toList());
        }
        int status = 0;
        for (Path f : files) {
            String name = f.getFileName().toString().replaceFirst("\\.args$", "");
            if (Instant.now().getEpochSecond() >= deadline) {
                System.out.println("iobench-batch: the run's budget is spent: " + name + " and later not started");
                break;
            }
            List<String> jmhArgs = Files.readAllLines(f, StandardCharsets.UTF_8);
            long t0 = System.nanoTime();
            status = run(jmhArgs.toArray(String[]::new));
            long t1 = System.nanoTime();
            Files.writeString(times, String.format(Locale.ROOT, "%s %d %d %d%n", name, status, t0, t1),
                    StandardCharsets.UTF_8, StandardOpenOption.APPEND);
            if (status != 0) {
                break;
            }
        }
        System.out.flush();
        System.exit(status);
    }

    /** @return 0 when JMH ran the invocation, 1 when it failed (reported on stderr as JMH's launcher does) */
    static int run(String[] jmhArgs) {
        try {
            new Runner(new CommandLineOptions(jmhArgs)).run();
            return 0;
        } catch (CommandLineOptionException e) {
            System.err.println("Error parsing command line:");
            System.err.println(" " + e.getMessage());
        } catch (NoBenchmarksException e) {
            System.err.println("No matching benchmarks. Miss-spelled regexp?");
        } catch (RunnerException e) {
            System.err.print("ERROR: ");
            e.printStackTrace(System.err);
        }
        return 1;
    }
}
