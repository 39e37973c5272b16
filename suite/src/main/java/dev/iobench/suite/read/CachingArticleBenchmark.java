package dev.iobench.suite.read;

import dev.iobench.suite.IoDir;
import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The caching article ("Improving Java IO Performance: Caching Data, When Appropriate", Nov 2018;
 * code in nfisher23/io-tuning, CachingTests and the CSV its Utils writes) as its author timed it.
 *
 * <p>The file: {@value #LINES} lines of {@code 0,1,2,3,4,5,6,7,8,9} and a newline, 200,000 bytes (the
 * source's simple-csv-file.csv). One operation of {@link #loadWholeFileThenScan}, 10 times: open a
 * {@code FileReader} and a {@code BufferedReader} on it, read ONE line (the BufferedReader fills its
 * 8192-char buffer, so about 8 KB is read from the page cache), close both, check that the line starts
 * with {@code 0,1,2,3,4,5} (an exception if not). Despite its name it never reads the whole file.
 * One operation of {@link #loadCachedFilesThenScan}, 10 times: take the list of lines read once in
 * setup and check each line (one) the same way. Nothing drops the page cache: the disk side reads
 * from memory through three syscalls (open, read, close) per repetition.
 *
 * <p>The source's numbers (AverageTime, ms/op, 2 x 1 s iterations, one fork):
 * loadWholeFileThenScan 0.210 ms/op, loadCachedFilesThenScan "≈ 10⁻⁴" ms/op (about 100 ns, i.e. ten
 * list walks and startsWith checks).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class CachingArticleBenchmark {
    /** Lines in the source's small CSV. */
    public static final int LINES = 10_000;
    /** The source's line: the digits 0 to 9, comma-separated. */
    public static final String LINE = "0,1,2,3,4,5,6,7,8,9";
    /** What every line read must start with (the source's check). */
    public static final String PREFIX = "0,1,2,3,4,5";
    /** Repetitions per operation in the source. */
    public static final int REPEAT = 10;

    Path file;
    private List<String> cachedLines;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        file = IoDir.newFile("caching-article");
        Files.write(file, csv(LINES).getBytes(StandardCharsets.UTF_8));
        cachedLines = readLinesOfFileFromDisk();
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        IoDir.delete(file);
    }

    /** 10 times: open FileReader + BufferedReader, read one line, close, check it. */
    @Benchmark
    public void loadWholeFileThenScan() throws IOException {
        for (int i = 0; i < REPEAT; i++) {
            assertLinesCorrect(readLinesOfFileFromDisk());
        }
    }

    /** 10 times: take the cached lines, check each. */
    @Benchmark
    public void loadCachedFilesThenScan() {
        for (int i = 0; i < REPEAT; i++) {
            assertLinesCorrect(cachedLines);
        }
    }

    /** Replaces the cache (tests: a wrong line must make the cached side fail). */
    void setCachedLines(List<String> lines) {
        cachedLines = lines;
    }

    /** @return a list holding the file's first line, read through a FileReader and a BufferedReader */
    List<String> readLinesOfFileFromDisk() throws IOException {
        List<String> lines = new ArrayList<>(1);
        try (FileReader fileReader = new FileReader(file.toFile());
                BufferedReader bufferedReader = new BufferedReader(fileReader)) {
            lines.add(bufferedReader.readLine());
        }
        return lines;
    }

    /** The source's check; it throws, so the JIT cannot drop it and a wrong line fails the run. */
    static void assertLinesCorrect(List<String> lines) {
        for (String line : lines) {
            if (line == null || !line.startsWith(PREFIX)) {
                throw new IllegalStateException("line does not start with " + PREFIX + ": " + line);
            }
        }
    }

    /** @return the source's CSV: {@code lines} times {@link #LINE} and a newline */
    static String csv(int lines) {
        StringBuilder sb = new StringBuilder(lines * (LINE.length() + 1));
        for (int i = 0; i < lines; i++) {
            sb.append(LINE).append('\n');
        }
        return sb.toString();
    }
}
