package dev.iobench.suite.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void cachedRead_diskAndCacheComputeTheSameSum(@TempDir Path dir) throws Exception {
        TestDir.use(dir);
        CachedReadBenchmark b = new CachedReadBenchmark();
        b.setup();
        assertEquals(CachedReadBenchmark.FILE_BYTES, Files.size(b.file), "the size the javadoc states");
        List<String[]> rows = CachedReadBenchmark.parse(b.file);
        assertEquals(CachedReadBenchmark.ROWS, rows.size());
        long expected = 0;
        for (int i = 0; i < rows.size(); i++) {
            assertEquals(4, rows.get(i).length);
            assertEquals(Integer.toString(i), rows.get(i)[0]);
            expected += i * 7 % 101;
        }
        assertEquals(expected, b.readFromDisk());
        assertEquals(expected, b.readFromCache());
        Path file = b.file;
        b.tearDown();
        assertFalse(Files.exists(file));
    }

    @Test
    void cachingArticle_fileIsTheSourcesAndBothSidesCheckTheFirstLine(@TempDir Path dir) throws Exception {
        TestDir.use(dir);
        CachingArticleBenchmark b = new CachingArticleBenchmark();
        b.setup();
        byte[] content = Files.readAllBytes(b.file);
        assertEquals(200_000, content.length, "10,000 lines of 0,1,2,3,4,5,6,7,8,9 and a newline");
        assertTrue(new String(content, StandardCharsets.US_ASCII).startsWith("0,1,2,3,4,5,6,7,8,9\n0,1,2,3,4,5,6,7,8,9\n"));
        assertEquals(List.of("0,1,2,3,4,5,6,7,8,9"), b.readLinesOfFileFromDisk(), "one line read per open");
        b.loadWholeFileThenScan();
        b.loadCachedFilesThenScan();

        b.setCachedLines(List.of("9,8,7"));
        assertThrows(IllegalStateException.class, b::loadCachedFilesThenScan, "the cached check can fail");
        Files.write(b.file, "1,2,3\n".getBytes(StandardCharsets.US_ASCII));
        assertThrows(IllegalStateException.class, b::loadWholeFileThenScan, "the disk check can fail");
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
    void randomLookup_mappedCopiesTheWholeRecord(@TempDir Path dir) throws Exception {
        TestDir.use(dir);
        RandomLookupBenchmark b = new RandomLookupBenchmark();
        b.fileSize = 4L << 20;
        b.setup();
        long offset = b.offsets[b.next];
        java.util.Arrays.fill(b.array, (byte) 0x55);
        b.mappedByteBuffer();
        byte[] expected = new byte[RandomLookupBenchmark.RECORD];
        try (java.io.RandomAccessFile raf = new java.io.RandomAccessFile(b.file.toFile(), "r")) {
            raf.seek(offset);
            raf.readFully(expected);
        }
        assertArrayEquals(expected, b.array, "all 128 bytes of the record copied");
        b.tearDown();
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
