package dev.iobench.suite.read;

import dev.iobench.suite.IoDir;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.SplittableRandom;
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
 * The SSTable lookup: one 128-byte record read at a random record-aligned offset of a large file
 * per operation, through {@code RandomAccessFile.seek}+{@code readFully}, a positional
 * {@code FileChannel.read}, and a mapped buffer; each copies the whole record out and returns its
 * first long. With the file in the page cache expect about a
 * microsecond for the syscalls (two for seek+read, one for the positional read) and a fraction of
 * that for the mapping once its pages are faulted in.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class RandomLookupBenchmark {
    /** Size of a record. */
    public static final int RECORD = 128;
    private static final int LOOKUPS = 1 << 16;

    @Param({"67108864"})
    public long fileSize;

    Path file;
    RandomAccessFile raf;
    FileChannel channel;
    MappedByteBuffer map;
    final byte[] array = new byte[RECORD];
    /** {@link #array} as a buffer, for copying longs into it. */
    private final ByteBuffer arrayView = ByteBuffer.wrap(array);
    final ByteBuffer direct = ByteBuffer.allocateDirect(RECORD);
    long[] offsets;
    int next;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        file = IoDir.newFile("random-lookup");
        byte[] chunk = new byte[1 << 20];
        try (OutputStream out = Files.newOutputStream(file)) {
            for (long written = 0; written < fileSize; written += chunk.length) {
                // each record starts with its own index, so a test can tell which record was read
                for (int r = 0; r < chunk.length / RECORD; r++) {
                    long index = (written / RECORD) + r;
                    ByteBuffer.wrap(chunk, r * RECORD, RECORD).putLong(index);
                }
                out.write(chunk, 0, (int) Math.min(chunk.length, fileSize - written));
            }
        }
        raf = new RandomAccessFile(file.toFile(), "r");
        channel = FileChannel.open(file, StandardOpenOption.READ);
        map = channel.map(FileChannel.MapMode.READ_ONLY, 0, fileSize);
        SplittableRandom random = new SplittableRandom(11);
        offsets = new long[LOOKUPS];
        long records = fileSize / RECORD;
        for (int i = 0; i < LOOKUPS; i++) {
            offsets[i] = random.nextLong(records) * RECORD;
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        raf.close();
        channel.close();
        IoDir.delete(file);
    }

    long nextOffset() {
        long offset = offsets[next];
        next = (next + 1) & (LOOKUPS - 1);
        return offset;
    }

    /** {@code seek} + {@code readFully} of one record; returns its first long (the record index). */
    @Benchmark
    public long randomAccessFileSeek() throws IOException {
        raf.seek(nextOffset());
        raf.readFully(array);
        return ByteBuffer.wrap(array).getLong(0);
    }

    /** Positional {@code FileChannel.read(buffer, offset)} of one record. */
    @Benchmark
    public long fileChannelPositional() throws IOException {
        direct.clear();
        long offset = nextOffset();
        while (direct.hasRemaining()) {
            if (channel.read(direct, offset + direct.position()) < 0) {
                throw new IOException("unexpected end of file");
            }
        }
        return direct.getLong(0);
    }

    /**
     * One record from the mapping: its 128 bytes copied, 8 at a time with absolute gets, into the same
     * heap array the seek side reads into (no syscall once the pages are mapped); returns its first long.
     */
    @Benchmark
    public long mappedByteBuffer() {
        int offset = (int) nextOffset();
        for (int i = 0; i < RECORD; i += 8) {
            arrayView.putLong(i, map.getLong(offset + i));
        }
        return arrayView.getLong(0);
    }
}
