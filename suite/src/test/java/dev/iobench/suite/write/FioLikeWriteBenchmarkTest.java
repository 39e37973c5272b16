package dev.iobench.suite.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.iobench.suite.TestDir;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FioLikeWriteBenchmarkTest {
    @Test
    void inPlaceForce_writes4096BytesAtOffset0OfTheOpenFile(@TempDir Path dir) throws Exception {
        TestDir.use(dir);
        FioLikeWriteBenchmark b = new FioLikeWriteBenchmark();
        b.setup();
        byte[] block = new byte[FioLikeWriteBenchmark.BLOCK];
        b.block.duplicate().get(block);
        for (int i = 0; i < 3; i++) {
            b.inPlaceForce();
            byte[] content = Files.readAllBytes(b.file);
            assertEquals(FioLikeWriteBenchmark.FILE_BYTES, content.length, "in place: the file keeps its size");
            assertArrayEquals(block, Arrays.copyOf(content, block.length), "the block at offset 0");
            assertArrayEquals(new byte[content.length - block.length],
                    Arrays.copyOfRange(content, block.length, content.length), "nothing written elsewhere");
        }
        Path file = b.file;
        b.tearDown();
        assertFalse(Files.exists(file));
    }
}
