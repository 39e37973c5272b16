package dev.iobench.runner.env;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The failure message read from a jmh.log that holds several JMH invocations, as a precision run's does. */
class RoundsLauncherTest {
    private static final String PROBE_FAILED = """
            # JMH version: 1.37
            # Benchmark: dev.iobench.suite.read.CachedReadBenchmark.readFromCache

            # Fork: 1 of 4
            # Warmup Iteration   1: <failure>

            java.lang.IllegalStateException: probe broke
            \tat dev.iobench.suite.read.CachedReadBenchmark.setup(CachedReadBenchmark.java:40)

            # Run complete. Total time: 00:00:01
            """;

    @Test
    void severalInvocations_theLastFailureIsTheRunsReason(@TempDir Path tmp) throws Exception {
        Path log = tmp.resolve("jmh.log");
        Files.writeString(log, PROBE_FAILED + """
                # JMH version: 1.37
                # Benchmark: dev.iobench.suite.streams.StreamsVsChannelsBenchmark.streamReadFile

                # Fork: 1 of 1
                Iteration   1: <failure>

                java.io.IOException: No space left on device
                \tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)
                """);
        assertEquals("dev.iobench.suite.streams.StreamsVsChannelsBenchmark.streamReadFile: java.io.IOException: "
                + "No space left on device", RoundsLauncher.failureReason(log, 1));
    }

    @Test
    void aForkThatDidNotStart_itsStderrAfterAnEarlierFailure_namesItsOwnBenchmark(@TempDir Path tmp) throws Exception {
        Path log = tmp.resolve("jmh.log");
        Files.writeString(log, """
                # JMH version: 1.37
                # Benchmark: a.B.first
                <stderr>
                Error: could not open `x.jsa'
                </stderr>
                # Benchmark: a.B.second
                """);
        assertEquals("a.B.first: Error: could not open `x.jsa'", RoundsLauncher.failureReason(log, 1));
        Files.writeString(log, PROBE_FAILED);
        assertEquals("dev.iobench.suite.read.CachedReadBenchmark.readFromCache: java.lang.IllegalStateException: "
                + "probe broke", RoundsLauncher.failureReason(log, 1));
    }
}
