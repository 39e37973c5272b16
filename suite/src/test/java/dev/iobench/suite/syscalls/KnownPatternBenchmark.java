package dev.iobench.suite.syscalls;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * An op of known system calls for {@link SyscallProfilerIT}: one {@code openat}, one
 * {@code write}, one {@code fsync}, one {@code close}, on a file in the folder named by system
 * property {@code syscalls.test.dir}. Its setup (before the measured iterations) and teardown (in the
 * last one) make calls of their own, a file created, written and deleted, which the counts per op must
 * not show beyond their share.
 */
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class KnownPatternBenchmark {
    private final ByteBuffer data = ByteBuffer.allocateDirect(100);
    private Path file;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        file = Files.createTempFile(Paths.get(System.getProperty("syscalls.test.dir")), "known-", ".tmp");
        Files.write(file, new byte[100]);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        Files.delete(file);
    }

    /** openat, write of 100 bytes, fsync, close. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    public void openWriteSyncClose() throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            data.clear();
            ch.write(data);
            ch.force(true);
        }
    }

    /** The same op, sampled: JMH counts its ops differently. */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    public void openWriteSyncCloseSampled() throws IOException {
        openWriteSyncClose();
    }
}
