package dev.iobench.suite.write;

import dev.iobench.suite.IoDir;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Kotlin write benchmark (kotlin-file-write-benchmark.txt, "Benchmark Kotlin (JVM) write to
 * File", 2025) as its author timed it: a whole-file write of a random a-z string of {@code howManyChars} (the source's own name)
 * characters (500, 1000, 2000, 10000), always to the same file, synced or not.
 *
 * <p>One operation of {@link #fileOutputStreamSync}: encode the string to UTF-8 (a new byte[] each
 * time), {@code new FileOutputStream(file)} (opens with O_TRUNC, so the file is emptied), write the
 * bytes, {@code flush()} (a no-op on a FileOutputStream, kept because the source calls it),
 * {@code getFD().sync()} (fsync), close. One operation of {@link #writeText}: what Kotlin's
 * {@code File.writeText(text, Charsets.UTF_8)} does on the JVM for strings under 16384 chars:
 * {@code new FileOutputStream(file)} (truncating), encode the string to UTF-8, one write of the bytes,
 * close; nothing is synced. The source's file was {@code /tmp/output-file}; ours is a file in the benchmark
 * folder ({@code iobench.dir}), created in setup and rewritten by every operation.
 *
 * <p>The source timed 1000 calls per size and printed Min, P50, P90, P95, P99, P99.9, Max: synced
 * P50 5.109 / 5.129 / 5.107 / 5.090 ms and P99.9 10.05 / 12.55 / 9.93 / 9.31 ms at 500 / 1000 / 2000 /
 * 10000 chars; unsynced P50 0.065 / 0.064 / 0.064 / 0.083 ms and P99.9 0.142 / 0.173 / 0.119 /
 * 0.176 ms; hence "5-10 ms synced vs 0.05-0.1 ms unsynced, 50-100x". SampleTime here, so the same
 * percentiles exist. The improved variants (in place, truncate, rename, each API) are
 * {@link WholeFileWriteBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class KotlinWriteBenchmark {
    @Param({"500", "1000", "2000", "10000"})
    public int howManyChars;

    Path path;
    File file;
    String text;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        path = IoDir.newFile("kotlin-write");
        file = path.toFile();
        text = randomLowercase(howManyChars, 42);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        IoDir.delete(path);
    }

    /** The source's synced side: encode, truncating open, write, flush, fsync, close. */
    @Benchmark
    public void fileOutputStreamSync() throws IOException {
        try (FileOutputStream out = new FileOutputStream(file)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
            out.getFD().sync();
        }
    }

    /** The source's unsynced side, Kotlin's {@code File.writeText}: encode, truncating open, write, close. */
    @Benchmark
    public void writeText() throws IOException {
        // Kotlin opens first, then encodes inside use { } (one write for strings under 16384 chars)
        try (FileOutputStream out = new FileOutputStream(file)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** @return {@code length} random characters a-z (the source's {@code ('a'..'z').random()} per char) */
    static String randomLowercase(int length, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append((char) ('a' + random.nextInt(26)));
        }
        return sb.toString();
    }
}
