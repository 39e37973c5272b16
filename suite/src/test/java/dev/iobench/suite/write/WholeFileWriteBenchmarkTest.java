package dev.iobench.suite.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.iobench.suite.TestDir;
import dev.iobench.suite.write.WholeFileWriteBenchmark.Durability;
import dev.iobench.suite.write.WholeFileWriteBenchmark.WriteMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class WholeFileWriteBenchmarkTest {
    /** Every API x chars x durability x writeMode of the benchmark's own @Param lists. */
    static Stream<Arguments> cells() {
        List<Arguments> out = new ArrayList<>();
        for (String api : new String[] {"fileWriter", "bufferedWriter", "filesWrite", "filesWriteString",
            "fileOutputStream", "randomAccessFile", "fileChannelHeap", "fileChannelDirect", "mappedByteBuffer"}) {
            for (int chars : new int[] {500, 1000, 2000, 10000}) {
                for (Durability d : Durability.values()) {
                    for (WriteMode m : WriteMode.values()) {
                        out.add(Arguments.of(api, chars, d, m));
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} chars={1} {2} {3}")
    @MethodSource("cells")
    void everyApi_leavesExactlyTheStringInTheFile(String api, int chars, Durability durability, WriteMode mode,
            @TempDir Path dir) throws Exception {
        TestDir.use(dir);
        WholeFileWriteBenchmark b = new WholeFileWriteBenchmark();
        b.chars = chars;
        b.durability = durability;
        b.writeMode = mode;
        b.setup();
        assertFalse(java.util.Arrays.equals(b.bytes, Files.readAllBytes(b.file)), "starts with other content");
        for (int i = 0; i < 2; i++) { // twice: the second replaces what the first wrote
            WholeFileWriteBenchmark.class.getMethod(api).invoke(b);
            assertArrayEquals(b.bytes, Files.readAllBytes(b.file), api + " wrote the string");
            assertEquals(chars, b.text.length());
        }
        assertFalse(Files.exists(b.temp), "no temp file left");
        b.tearDown();
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(0, left.count(), "teardown deletes its files");
        }
    }
}
