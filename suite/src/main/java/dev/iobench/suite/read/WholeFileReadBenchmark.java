package dev.iobench.suite.read;

import dev.iobench.suite.Content;
import dev.iobench.suite.IoDir;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
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
 * Reading a whole text file of {@code fileSize} bytes (lines of 80 characters) per operation, from
 * the page cache, through each API. Expect {@code readAllBytes} and a channel to be bound by one
 * memory copy, line-based readers to pay for decoding into Strings (several times slower), and a
 * mapping to win only for large files (mapping itself costs a few us).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class WholeFileReadBenchmark {
    /** Length of a line, newline included. */
    public static final int LINE = 80;

    @Param({"1024", "65536", "1048576"})
    public int fileSize;

    Path file;
    private ByteBuffer buffer;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        file = IoDir.newFile("whole-read");
        byte[] content = Content.asciiBytes(fileSize, 3);
        for (int i = LINE - 1; i < content.length; i += LINE) {
            content[i] = '\n';
        }
        Files.write(file, content);
        buffer = ByteBuffer.allocateDirect(fileSize);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        IoDir.delete(file);
    }

    /** {@code BufferedReader.readLine} until the end; returns the characters read. */
    @Benchmark
    public long bufferedReader() throws IOException {
        long chars = 0;
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.US_ASCII)) {
            for (String line; (line = r.readLine()) != null; ) {
                chars += line.length() + 1;
            }
        }
        return chars;
    }

    /** {@code Files.readAllLines}. */
    @Benchmark
    public List<String> filesReadAllLines() throws IOException {
        return Files.readAllLines(file, StandardCharsets.US_ASCII);
    }

    /** {@code Files.readAllBytes}. */
    @Benchmark
    public byte[] filesReadAllBytes() throws IOException {
        return Files.readAllBytes(file);
    }

    /** {@code FileChannel.read} into a direct buffer until end of file. */
    @Benchmark
    public ByteBuffer fileChannel() throws IOException {
        buffer.clear();
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            while (ch.read(buffer) > 0) {
                // until the buffer is full or the file ends
            }
        }
        buffer.flip();
        return buffer;
    }

    /** Map the file read-only and read every byte (summed, so none can be skipped). */
    @Benchmark
    public long mappedByteBuffer() throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size());
            long sum = 0;
            while (map.remaining() >= 8) {
                sum += map.getLong();
            }
            while (map.hasRemaining()) {
                sum += map.get();
            }
            return sum;
        }
    }
}
