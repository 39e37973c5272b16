package dev.iobench.suite.commitlog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.suite.TestDir;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommitLogBenchmarkTest {
    @ParameterizedTest
    @ValueSource(strings = {"filesWriteAppend", "randomAccessFileSync", "bufferedWriterFlush"})
    void eachOperation_appendsOneSourceSizedRecord(String method, @TempDir Path dir) throws Exception {
        TestDir.use(dir);
        CommitLogBenchmark b = new CommitLogBenchmark();
        b.open();
        Path file = b.log.file;
        for (int i = 1; i <= 5; i++) {
            CommitLogBenchmark.class.getMethod(method).invoke(b);
            assertEquals(i * CommitLog.RECORD_BYTES, Files.size(file), "after " + i + " records");
        }
        assertRecords(file, 5, method.equals("filesWriteAppend"));
        b.close();
        assertFalse(Files.exists(file));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 10, 100, 1000})
    void batches_appendEveryRecordForceEveryBatchAndTheRestAtTeardown(int batch, @TempDir Path dir) throws Exception {
        for (String method : new String[] {"fileChannelForce", "fileChannelForceDirect"}) {
            TestDir.use(dir);
            CommitLogBatchBenchmark b = new CommitLogBatchBenchmark();
            b.batch = batch;
            b.open();
            Path file = b.log.file;
            int n = 2 * batch + 3;
            for (int i = 0; i < n; i++) {
                CommitLogBatchBenchmark.class.getMethod(method).invoke(b);
            }
            assertEquals((long) n * CommitLog.RECORD_BYTES, Files.size(file));
            assertEquals(3 % batch, b.pending, "forced after every full batch");
            assertEquals(n / batch, b.forces);
            assertRecords(file, n, method.equals("fileChannelForce"));
            b.close();
            assertEquals(0, b.pending, "teardown forced the unfinished batch");
            assertEquals((n + batch - 1) / batch, b.forces, "one force per batch, the last one in teardown");
            assertFalse(Files.exists(file));
        }
    }

    /** Checks the log holds {@code n} records shaped like the source's, numbered from FIRST when built per op. */
    private static void assertRecords(Path file, int n, boolean numbered) throws Exception {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(n, lines.size());
        for (int i = 0; i < n; i++) {
            String line = lines.get(i);
            int j = numbered ? CommitLog.FIRST + i : CommitLog.FIRST;
            assertTrue(line.startsWith("key" + j + "::value-" + j + "-"), line);
            assertEquals(CommitLog.RECORD_BYTES - 1, line.length());
            assertTrue(line.substring(line.length() - CommitLog.RANDOM_CHARS).chars()
                    .allMatch(c -> (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')));
        }
    }
}
