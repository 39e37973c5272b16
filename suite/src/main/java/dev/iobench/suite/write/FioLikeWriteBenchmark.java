package dev.iobench.suite.write;

import dev.iobench.suite.Content;
import dev.iobench.suite.IoDir;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
 * What the runner's fio reference job {@code inplace-fdatasync} does (fio-reference.fio: psync,
 * bs=4k, rw=write, overwrite=1, fdatasync=1, in the same folder), done from the JVM, so the report
 * compares like with like: a file opened once, every write followed by fdatasync.
 *
 * <p>Setup creates a {@value #FILE_BYTES}-byte file of data (so the write overwrites allocated blocks,
 * as fio's overwrite=1 lays the file out first), syncs it and opens a FileChannel on it for writing.
 * One operation of {@link #inPlaceForce}: a positional {@code write(buffer, 0)} of {@value #BLOCK} bytes
 * from a direct buffer (one pwrite) then {@code force(false)} (one fdatasync). fio walks its 1 MiB file
 * block by block; here every write goes to offset 0, which changes nothing for the data blocks'
 * allocation (all already there) and keeps the op identical every time. SampleTime, so its p50 is
 * the one compared with fio's p50.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class FioLikeWriteBenchmark {
    /** fio's block size ({@code bs=4k}). */
    public static final int BLOCK = 4096;
    /** Size of the file laid out in setup. */
    public static final int FILE_BYTES = 1 << 20;

    Path file;
    FileChannel channel;
    ByteBuffer block;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        file = IoDir.newFile("fio-like");
        Files.write(file, new byte[FILE_BYTES]);
        channel = FileChannel.open(file, StandardOpenOption.WRITE);
        channel.force(true);
        block = ByteBuffer.allocateDirect(BLOCK);
        block.put(Content.asciiBytes(BLOCK, 4)).flip();
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        channel.close();
        IoDir.delete(file);
    }

    /** pwrite of 4096 bytes at offset 0 into the open file, then fdatasync. */
    @Benchmark
    public void inPlaceForce() throws IOException {
        block.clear();
        while (block.hasRemaining()) {
            channel.write(block, block.position());
        }
        channel.force(false);
    }
}
