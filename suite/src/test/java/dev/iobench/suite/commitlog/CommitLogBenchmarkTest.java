package dev.iobench.suite.commitlog;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.iobench.suite.TestDir;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommitLogBenchmarkTest {
    @ParameterizedTest
    @ValueSource(strings = {"filesWriteAppend", "randomAccessFileSync", "bufferedWriterFlush"})
    void eachOperation_appendsOneRecord(String method, @TempDir Path dir) throws Exception {
        TestDir.use(dir);
        CommitLogBenchmark b = new CommitLogBenchmark();
        b.open();
        Path file = b.log.file;
        for (int i = 1; i <= 5; i++) {
            CommitLogBenchmark.class.getMethod(method).invoke(b);
            assertEquals(i * CommitLog.RECORD_BYTES, Files.size(file), "after " + i + " records");
        }
        byte[] content = Files.readAllBytes(file);
        for (int i = 0; i < 5; i++) {
            assertArrayEquals(b.log.record, Arrays.copyOfRange(content, i * 100, i * 100 + 100));
        }
        b.close();
        assertFalse(Files.exists(file));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 10, 100, 1000})
    void batches_appendEveryRecordAndForceEveryBatch(int batch, @TempDir Path dir) throws Exception {
        TestDir.use(dir);
        CommitLogBatchBenchmark b = new CommitLogBatchBenchmark();
        b.batch = batch;
        b.open();
        Path file = b.log.file;
        int n = 2 * batch + 3;
        for (int i = 0; i < n; i++) {
            b.fileChannelForce();
        }
        assertEquals((long) n * CommitLog.RECORD_BYTES, Files.size(file));
        assertEquals(3 % batch, b.pending, "forced after every full batch");
        byte[] content = Files.readAllBytes(file);
        assertArrayEquals(b.log.record, Arrays.copyOfRange(content, content.length - 100, content.length));
        b.close();
        assertFalse(Files.exists(file));
    }
}
