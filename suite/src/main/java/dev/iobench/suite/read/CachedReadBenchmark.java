package dev.iobench.suite.read;

import dev.iobench.suite.Content;
import dev.iobench.suite.IoDir;
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
 * An improved variant of the caching article ({@link CachingArticleBenchmark} is the source's own
 * code): a small CSV (a header and 100 rows of 4 columns, {@value #FILE_BYTES} bytes, about 2.8 KB)
 * whose rows are used on every operation, read from the file or from a cache.
 *
 * <p>One operation of {@link #readFromDisk}: {@code Files.readAllLines} (open, read, close; the file
 * is in the page cache, nothing drops it), split every data row on commas, then sum the score column.
 * One operation of {@link #readFromCache}: the same sum over the rows parsed once in setup. Both
 * return the sum, so the difference is the read and the parse, and the cached side does real work
 * (a walk of 100 rows) instead of timing JMH's call overhead. The source measured 0.210 ms/op from
 * the file vs about 1e-4 ms/op from the cache, for a different operation (see the faithful class).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class CachedReadBenchmark {
    /** Rows of the CSV. */
    public static final int ROWS = 100;
    /** Size of the CSV file, header included (ReadBenchmarksTest checks it). */
    public static final int FILE_BYTES = 2800;

    Path file;
    private List<String[]> cache;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        file = IoDir.newFile("cached-read");
        StringBuilder csv = new StringBuilder("id,name,city,score\n");
        for (int i = 0; i < ROWS; i++) {
            csv.append(i).append(',').append(Content.ascii(12, i).replace(',', ';')).append(',')
                    .append(Content.ascii(8, 1000 + i).replace(',', ';')).append(',').append(i * 7 % 101).append('\n');
        }
        Files.write(file, csv.toString().getBytes(StandardCharsets.US_ASCII));
        cache = parse(file);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        IoDir.delete(file);
    }

    /** Read and parse the CSV from the file, then sum its score column. */
    @Benchmark
    public long readFromDisk() throws IOException {
        return sumScores(parse(file));
    }

    /** Sum the score column of the rows parsed once (the cache). */
    @Benchmark
    public long readFromCache() {
        return sumScores(cache);
    }

    /** @return the sum of the last column (score) of {@code rows} */
    static long sumScores(List<String[]> rows) {
        long sum = 0;
        for (String[] row : rows) {
            sum += Integer.parseInt(row[row.length - 1]);
        }
        return sum;
    }

    /** @return the data rows of the CSV (header skipped), each split on commas */
    static List<String[]> parse(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv, StandardCharsets.US_ASCII);
        List<String[]> rows = new ArrayList<>(lines.size());
        for (int i = 1; i < lines.size(); i++) {
            rows.add(lines.get(i).split(","));
        }
        return rows;
    }
}
