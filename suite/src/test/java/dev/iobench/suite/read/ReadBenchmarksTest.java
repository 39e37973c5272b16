package dev.iobench.suite.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.iobench.suite.TestDir;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ReadBenchmarksTest {
    @Test
    void cachedRead_diskAndCacheGiveTheSameRows(@TempDir Path dir) throws Exception {
        TestDir.use(dir);
        CachedReadBenchmark b = new CachedReadBenchmark();
        b.setup();
        List<String[]> disk = b.readFromDisk();
        List<String[]> cache = b.readFromCache();
        assertEquals(CachedReadBenchmark.ROWS, disk.size());
        for (int i = 0; i < disk.size(); i++) {
            assertArrayEquals(cache.get(i), disk.get(i));
            assertEquals(4, disk.get(i).length);
            assertEquals(Integer.toString(i), disk.get(i)[0]);
        }
        assertSame(cache, b.readFromCache(), "the cache does not re-read");
        Path file = b.file;
        b.tearDown();
        assertFalse(Files.exists(file));
    }

    @ParameterizedTest
    @ValueSource(ints = {1024, 65536, 1048576})
    void wholeFileRead_everyApiReadsEveryByte(int size, @TempDir Path dir) throws Exception {
        TestDir.use(dir);
        WholeFileReadBenchmark b = new WholeFileReadBenchmark();
        b.fileSize = size;
        b.setup();
        byte[] expected = Files.readAllBytes(b.file);
        assertEquals(size, expected.length);
        assertArrayEquals(expected, b.filesReadAllBytes());
        assertEquals(size, b.bufferedReader() - (expected[size - 1] == '\n' ? 0 : 1));
        List<String> lines = b.filesReadAllLines();
        assertEquals(new String(expected, StandardCharsets.US_ASCII), String.join("\n", lines)
                + (expected[size - 1] == '\n' ? "\n" : ""));
        ByteBuffer read = b.fileChannel();
        byte[] got = new byte[read.remaining()];
        read.get(got);
        assertArrayEquals(expected, got);
        long sum = 0;
        ByteBuffer w = ByteBuffer.wrap(expected);
        while (w.remaining() >= 8) {
            sum += w.getLong();
        }
        while (w.hasRemaining()) {
            sum += w.get();
        }
        assertEquals(sum, b.mappedByteBuffer());
        Path file = b.file;
        b.tearDown();
        assertFalse(Files.exists(file));
    }

    @Test
    void randomLookup_everyApiReadsTheRecordAtTheOffset(@TempDir Path dir) throws Exception {
        TestDir.use(dir);
        RandomLookupBenchmark b = new RandomLookupBenchmark();
        b.fileSize = 4L << 20; // small for the test: same code
        b.setup();
        assertEquals(b.fileSize, Files.size(b.file));
        for (int i = 0; i < 100; i++) {
            long expected = b.offsets[b.next] / RandomLookupBenchmark.RECORD;
            long got = i % 3 == 0 ? b.randomAccessFileSeek()
                    : i % 3 == 1 ? b.fileChannelPositional() : b.mappedByteBuffer();
            assertEquals(expected, got, "record index at the offset, call " + i);
        }
        Path file = b.file;
        b.tearDown();
        assertFalse(Files.exists(file));
    }
}
