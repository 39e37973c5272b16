package dev.iobench.suite.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.iobench.suite.TestDir;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class KotlinWriteBenchmarkTest {
    @ParameterizedTest
    @ValueSource(ints = {500, 1000, 2000, 10000})
    void bothSides_truncateAndLeaveExactlyTheString(int chars, @TempDir Path dir) throws Exception {
        TestDir.use(dir);
        KotlinWriteBenchmark b = new KotlinWriteBenchmark();
        b.howManyChars = chars;
        b.setup();
        assertEquals(chars, b.text.length());
        assertTrue(b.text.chars().allMatch(c -> c >= 'a' && c <= 'z'), "a-z only");
        byte[] expected = b.text.getBytes(StandardCharsets.UTF_8);
        for (String side : new String[] {"fileOutputStreamSync", "writeText"}) {
            // longer old content: only a truncating open leaves exactly the string
            Files.write(b.path, new byte[chars * 2 + 7]);
            KotlinWriteBenchmark.class.getMethod(side).invoke(b);
            assertArrayEquals(expected, Files.readAllBytes(b.path), side + " truncated and wrote the string");
        }
        Path file = b.path;
        b.tearDown();
        assertFalse(Files.exists(file));
    }
}
