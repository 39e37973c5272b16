package dev.iobench.suite.write;

import dev.iobench.suite.Content;
import dev.iobench.suite.IoDir;
import java.io.BufferedWriter;
import java.io.FileOutputStream;
import java.io.FileWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
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
 * Improved variants of the Kotlin write benchmark ({@link KotlinWriteBenchmark} is the source's own
 * code): one whole-file write of a {@code chars}-long ASCII string per operation, through each Java
 * API, replacing the file's content; what each {@code writeMode} and {@code durability} does is
 * spelled out so the variants explain where the source's milliseconds go.
 *
 * <p>{@code writeMode}: {@code TRUNCATE} opens the existing file with O_TRUNC and writes from offset 0
 * (what {@code new FileOutputStream(file)}, {@code Files.write} and Kotlin's {@code writeText} do:
 * the old blocks are freed and new ones allocated every time); {@code IN_PLACE} opens without
 * truncating and overwrites the same bytes at offset 0 (the file keeps its length and its blocks);
 * {@code RENAME} writes a temp file beside the target (created or truncated) and renames it over the
 * target (the durable-replace idiom).
 *
 * <p>{@code durability}: NONE: nothing is synced, the operation ends when close returns.
 * FDATASYNC: {@code FileChannel.force(false)} on the file still open, before it is closed.
 * FSYNC: {@code force(true)} or {@code FileDescriptor.sync()} on the file still open, before close.
 * Every API syncs through the stream or channel that wrote (no second open after close).
 * A mapped buffer has only {@code MappedByteBuffer.force()} (msync) for both. With RENAME and a
 * durability other than NONE the temp file is synced before the rename and the folder after it.
 *
 * <p>Expect, on ext4 on an SSD-backed VM disk: IN_PLACE NONE about 10 us, FSYNC 0.3 ms (the famous
 * 25-100x gap); TRUNCATE NONE already about 0.3 ms because ext4 flushes the data of a file truncated
 * and rewritten when it is closed; on tmpfs every sync is a no-op and all stay near 10 us.
 * SampleTime, so percentiles exist.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class WholeFileWriteBenchmark {
    /** How durable the write is made before the operation ends. */
    public enum Durability { NONE, FDATASYNC, FSYNC }

    /** How the file's content is replaced. */
    public enum WriteMode { TRUNCATE, IN_PLACE, RENAME }

    /** The chunk {@code Files.write} writes its array in. */
    private static final int FILES_WRITE_CHUNK = 8192;

    @Param({"500", "1000", "2000", "10000"})
    public int chars;

    @Param({"NONE", "FDATASYNC", "FSYNC"})
    public Durability durability;

    @Param({"TRUNCATE", "IN_PLACE", "RENAME"})
    public WriteMode writeMode;

    Path file;
    Path temp;
    String text;
    byte[] bytes;
    private ByteBuffer heap;
    private ByteBuffer direct;

    @Setup(Level.Trial)
    public void setup() throws IOException {
        file = IoDir.newFile("write");
        temp = file.resolveSibling(file.getFileName() + ".new");
        text = Content.ascii(chars, 42);
        bytes = text.getBytes(StandardCharsets.US_ASCII);
        heap = ByteBuffer.wrap(bytes);
        direct = ByteBuffer.allocateDirect(chars);
        direct.put(bytes).flip();
        // Same length, other bytes: an in-place write that wrote nothing would leave these.
        byte[] old = new byte[chars];
        java.util.Arrays.fill(old, (byte) '-');
        Files.write(file, old);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        IoDir.delete(temp);
        IoDir.delete(file);
    }

    /** {@code new FileWriter(...)}, write the string, close. */
    @Benchmark
    public void fileWriter() throws IOException {
        try (FileOutputStream out = openStream(); Writer w = new FileWriter(out.getFD())) {
            w.write(text);
            w.flush();
            sync(out.getChannel(), out);
        }
        finish();
    }

    /** A {@code BufferedWriter} over a {@code FileWriter}: write, flush, close. */
    @Benchmark
    public void bufferedWriter() throws IOException {
        try (FileOutputStream out = openStream(); BufferedWriter w = new BufferedWriter(new FileWriter(out.getFD()))) {
            w.write(text);
            w.flush();
            sync(out.getChannel(), out);
        }
        finish();
    }

    /**
     * What {@code Files.write(path, bytes, options)} does (open a FileChannel with the options, write
     * through {@code Channels.newOutputStream} in chunks of at most 8192 bytes, close), with the sync
     * on that channel before it is closed: {@code Files.write} itself gives no handle to sync.
     */
    @Benchmark
    public void filesWrite() throws IOException {
        filesWriteSynced(bytes);
        finish();
    }

    /** What {@code Files.writeString(path, text, options)} does: encode the string, then as {@link #filesWrite}. */
    @Benchmark
    public void filesWriteString() throws IOException {
        filesWriteSynced(text.getBytes(StandardCharsets.US_ASCII));
        finish();
    }

    /** {@code FileOutputStream.write(bytes)}, close. */
    @Benchmark
    public void fileOutputStream() throws IOException {
        try (FileOutputStream out = openStream()) {
            out.write(bytes);
            sync(out.getChannel(), out);
        }
        finish();
    }

    /** {@code RandomAccessFile} "rw": {@code setLength(0)} unless in place, write, {@code getFD().sync()} for FSYNC. */
    @Benchmark
    public void randomAccessFile() throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(target().toFile(), "rw")) {
            if (writeMode != WriteMode.IN_PLACE) {
                raf.setLength(0);
            }
            raf.write(bytes);
            if (durability == Durability.FDATASYNC) {
                raf.getChannel().force(false);
            } else if (durability == Durability.FSYNC) {
                raf.getFD().sync();
            }
        }
        finish();
    }

    /** {@code FileChannel.write} of a heap {@code ByteBuffer} (the JDK copies it to a direct one). */
    @Benchmark
    public void fileChannelHeap() throws IOException {
        channelWrite(heap);
    }

    /** {@code FileChannel.write} of a direct {@code ByteBuffer}. */
    @Benchmark
    public void fileChannelDirect() throws IOException {
        channelWrite(direct);
    }

    /** Map the file read-write, put the bytes, {@code force()} (msync) unless NONE. */
    @Benchmark
    public void mappedByteBuffer() throws IOException {
        try (FileChannel ch = FileChannel.open(target(), mappedOptions())) {
            MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_WRITE, 0, bytes.length);
            map.put(bytes);
            if (durability != Durability.NONE) {
                map.force();
            }
        }
        finish();
    }

    private void channelWrite(ByteBuffer buffer) throws IOException {
        try (FileChannel ch = FileChannel.open(target(), options())) {
            buffer.rewind();
            while (buffer.hasRemaining()) {
                ch.write(buffer);
            }
            if (durability != Durability.NONE) {
                ch.force(durability == Durability.FSYNC);
            }
        }
        finish();
    }

    /** @return the file written: the target itself, or the temp file that is renamed over it */
    private Path target() {
        return writeMode == WriteMode.RENAME ? temp : file;
    }

    private OpenOption[] options() {
        if (writeMode == WriteMode.IN_PLACE) {
            return new OpenOption[] {StandardOpenOption.WRITE};
        }
        return new OpenOption[] {StandardOpenOption.WRITE, StandardOpenOption.CREATE,
            StandardOpenOption.TRUNCATE_EXISTING};
    }

    private OpenOption[] mappedOptions() {
        if (writeMode == WriteMode.IN_PLACE) {
            return new OpenOption[] {StandardOpenOption.READ, StandardOpenOption.WRITE};
        }
        return new OpenOption[] {StandardOpenOption.READ, StandardOpenOption.WRITE, StandardOpenOption.CREATE,
            StandardOpenOption.TRUNCATE_EXISTING};
    }

    /** A stream on the target: truncating ({@code new FileOutputStream(file)}) or in place (over a RandomAccessFile's descriptor). */
    @SuppressWarnings("resource")
    private FileOutputStream openStream() throws IOException {
        if (writeMode == WriteMode.IN_PLACE) {
            // closing the stream closes the shared descriptor, and with it the RandomAccessFile
            return new FileOutputStream(new RandomAccessFile(file.toFile(), "rw").getFD());
        }
        return new FileOutputStream(target().toFile());
    }

    private void sync(FileChannel channel, FileOutputStream out) throws IOException {
        if (durability == Durability.FDATASYNC) {
            channel.force(false);
        } else if (durability == Durability.FSYNC) {
            out.getFD().sync();
        }
    }

    /** The body of {@code Files.write} (JDK 17), plus a force of the open channel when synced. */
    private void filesWriteSynced(byte[] data) throws IOException {
        try (FileChannel ch = FileChannel.open(target(), options()); OutputStream out = Channels.newOutputStream(ch)) {
            int rem = data.length;
            while (rem > 0) {
                int n = Math.min(rem, FILES_WRITE_CHUNK);
                out.write(data, data.length - rem, n);
                rem -= n;
            }
            if (durability != Durability.NONE) {
                ch.force(durability == Durability.FSYNC);
            }
        }
    }

    /** RENAME: move the temp file over the target, then make the rename durable too. */
    private void finish() throws IOException {
        if (writeMode == WriteMode.RENAME) {
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            if (durability != Durability.NONE) {
                IoDir.syncDirectory(file.getParent());
            }
        }
    }
}
