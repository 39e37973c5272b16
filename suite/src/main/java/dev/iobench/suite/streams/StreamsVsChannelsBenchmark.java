package dev.iobench.suite.streams;

import dev.iobench.suite.IoDir;
import java.io.EOFException;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.SocketChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
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
 * java.io streams with a heap {@code byte[]} vs java.nio channels with a direct {@code ByteBuffer}
 * (the kotlinx-io question), as fzhinkin/kotlinx-io-supplementary-benchmarks times it on the JVM
 * (benchmarks-jvm: FileBenchmarks, VirtualFileBasedBenchmarks, SocketBenchmarks): one operation moves
 * exactly {@code bufferSize} bytes (8, 128, 1024, 8192) through a stream or channel opened before the
 * measurement: {@code /dev/zero}, {@code /dev/null}, a file, a loopback socket.
 *
 * <p>Reads loop until the buffer is full ({@code read(array, off, len)} until {@code bufferSize}
 * bytes, or {@code read(direct)} while it has room), failing on end of stream; writes hand over the
 * whole buffer ({@code write(array)}, or {@code write(direct)} while it has remaining bytes). No
 * {@code position()} call per operation. File sides reopen, as the source's do, at the start of
 * every measurement and warmup iteration ({@code @Setup(Level.Iteration)}) and after
 * {@link #FILE_BYTES} (128 MiB, the source's {@code reopenAt}): the stream writer with
 * {@code new FileOutputStream(file)} (which truncates, so it writes into a fresh empty file), the
 * channel writer with {@code FileChannel.open(file, WRITE)} (no truncation: from offset 0 it overwrites
 * the blocks already there), the readers from offset 0 of a {@link #FILE_BYTES} file. The socket peer
 * is our {@link Peer} instead of its DiscardServer/LoadClient; socket reads fill the array at
 * increasing offsets where the source re-reads into offset 0 (same bytes and calls counted).
 *
 * <p>The source's JVM table (2023-12, ns/op, ratio channel/stream where the 0.999 CIs do not overlap):
 * /dev/zero, /dev/null, file reads and socket writes 0.81-0.96 (or not significant), file writes
 * 0.11-0.46 (stream 2416-19845 ns vs channel 1111-2177 ns, the stream side rewriting a truncated
 * file); the ratios of about 0.3-0.6 (2x) are its Android table.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class StreamsVsChannelsBenchmark {
    /** Size of the file read, and how many bytes a file reader or writer moves before it is reopened (the source's 128 MiB). */
    public static final long FILE_BYTES = 128L << 20;

    @Param({"8", "128", "1024", "8192"})
    public int bufferSize;

    byte[] array;
    ByteBuffer direct;

    @Setup(Level.Trial)
    public void setup() {
        array = new byte[bufferSize];
        direct = ByteBuffer.allocateDirect(bufferSize);
    }

    /** Opened streams and channels for one benchmark; only what that benchmark uses is opened. */
    @State(Scope.Thread)
    public static class DevZero {
        FileInputStream stream;
        FileChannel channel;

        @Setup(Level.Trial)
        public void open() throws IOException {
            stream = new FileInputStream("/dev/zero");
            channel = FileChannel.open(Paths.get("/dev/zero"), StandardOpenOption.READ);
        }

        @TearDown(Level.Trial)
        public void close() throws IOException {
            stream.close();
            channel.close();
        }
    }

    /** {@code /dev/null} for writing. */
    @State(Scope.Thread)
    public static class DevNull {
        FileOutputStream stream;
        FileChannel channel;

        @Setup(Level.Trial)
        public void open() throws IOException {
            stream = new FileOutputStream("/dev/null");
            channel = FileChannel.open(Paths.get("/dev/null"), StandardOpenOption.WRITE);
        }

        @TearDown(Level.Trial)
        public void close() throws IOException {
            stream.close();
            channel.close();
        }
    }

    /** A file of {@link #FILE_BYTES} in {@code iobench.dir}, open for reading both ways. */
    @State(Scope.Thread)
    public static class FileSource {
        Path file;
        FileInputStream stream;
        FileChannel channel;
        long streamRead;
        long channelRead;

        @Setup(Level.Trial)
        public void open() throws IOException {
            file = IoDir.newFile("streams-read");
            byte[] chunk = new byte[1 << 20];
            for (int i = 0; i < chunk.length; i++) {
                chunk[i] = (byte) i;
            }
            try (OutputStream out = Files.newOutputStream(file)) {
                for (long n = 0; n < FILE_BYTES; n += chunk.length) {
                    out.write(chunk);
                }
            }
            stream = new FileInputStream(file.toFile());
            channel = FileChannel.open(file, StandardOpenOption.READ);
        }

        /** Every iteration starts both readers at offset 0, as the source's {@code @Setup(Level.Iteration)} does. */
        @Setup(Level.Iteration)
        public void reopen() throws IOException {
            reopenStream();
            reopenChannel();
        }

        /** After {@link #FILE_BYTES} read: a new stream from offset 0. */
        void reopenStream() throws IOException {
            stream.close();
            stream = new FileInputStream(file.toFile());
            streamRead = 0;
        }

        /** After {@link #FILE_BYTES} read: a new channel from offset 0. */
        void reopenChannel() throws IOException {
            channel.close();
            channel = FileChannel.open(file, StandardOpenOption.READ);
            channelRead = 0;
        }

        @TearDown(Level.Trial)
        public void close() throws IOException {
            stream.close();
            channel.close();
            IoDir.delete(file);
        }
    }

    /**
     * A file in {@code iobench.dir} open for writing both ways, as the source opens them: the stream
     * with {@code new FileOutputStream(file)} (truncating), the channel with {@code WRITE} only.
     */
    @State(Scope.Thread)
    public static class FileSink {
        Path file;
        FileOutputStream stream;
        FileChannel channel;
        long streamWritten;
        long channelWritten;

        @Setup(Level.Trial)
        public void open() throws IOException {
            file = IoDir.newFile("streams-write");
            stream = new FileOutputStream(file.toFile());
            channel = FileChannel.open(file, StandardOpenOption.WRITE);
        }

        /**
         * Every iteration starts both writers afresh, as the source's {@code @Setup(Level.Iteration)} does:
         * the stream on a truncated file, the channel at offset 0 of what is there.
         */
        @Setup(Level.Iteration)
        public void reopen() throws IOException {
            reopenStream();
            reopenChannel();
        }

        /** After {@link #FILE_BYTES} written: reopen, truncating, as the source's stream side does. */
        void reopenStream() throws IOException {
            stream.close();
            stream = new FileOutputStream(file.toFile());
            streamWritten = 0;
        }

        /** After {@link #FILE_BYTES} written: reopen without truncation, as the source's channel side does. */
        void reopenChannel() throws IOException {
            channel.close();
            channel = FileChannel.open(file, StandardOpenOption.WRITE);
            channelWritten = 0;
        }

        @TearDown(Level.Trial)
        public void close() throws IOException {
            stream.close();
            channel.close();
            IoDir.delete(file);
        }
    }

    /**
     * A loopback connection to a {@link Peer} on an ephemeral port, opened per trial and closed (peer
     * thread joined) in teardown; subclasses say which peer and which client API.
     */
    public abstract static class Loopback {
        Peer peer;

        abstract Peer newPeer() throws IOException;

        abstract void connect(java.net.InetSocketAddress address) throws IOException;

        abstract void disconnect() throws IOException;

        @Setup(Level.Trial)
        public void open() throws IOException {
            peer = newPeer();
            connect(peer.address());
        }

        @TearDown(Level.Trial)
        public void close() throws IOException {
            disconnect();
            peer.close();
        }
    }

    /** A peer that sends endlessly, read through a java.io Socket. */
    @State(Scope.Thread)
    public static class SocketSourceStream extends Loopback {
        Socket socket;
        InputStream in;

        @Override
        Peer newPeer() throws IOException {
            return Peer.flooding();
        }

        @Override
        void connect(java.net.InetSocketAddress address) throws IOException {
            socket = new Socket(address.getAddress(), address.getPort());
            in = socket.getInputStream();
        }

        @Override
        void disconnect() throws IOException {
            socket.close();
        }
    }

    /** A peer that sends endlessly, read through a blocking SocketChannel. */
    @State(Scope.Thread)
    public static class SocketSourceChannel extends Loopback {
        SocketChannel channel;

        @Override
        Peer newPeer() throws IOException {
            return Peer.flooding();
        }

        @Override
        void connect(java.net.InetSocketAddress address) throws IOException {
            channel = SocketChannel.open(address);
        }

        @Override
        void disconnect() throws IOException {
            channel.close();
        }
    }

    /** A peer that drains, written through a java.io Socket. */
    @State(Scope.Thread)
    public static class SocketSinkStream extends Loopback {
        Socket socket;
        OutputStream out;

        @Override
        Peer newPeer() throws IOException {
            return Peer.draining();
        }

        @Override
        void connect(java.net.InetSocketAddress address) throws IOException {
            socket = new Socket(address.getAddress(), address.getPort());
            out = socket.getOutputStream();
        }

        @Override
        void disconnect() throws IOException {
            socket.close();
        }
    }

    /** A peer that drains, written through a blocking SocketChannel. */
    @State(Scope.Thread)
    public static class SocketSinkChannel extends Loopback {
        SocketChannel channel;

        @Override
        Peer newPeer() throws IOException {
            return Peer.draining();
        }

        @Override
        void connect(java.net.InetSocketAddress address) throws IOException {
            channel = SocketChannel.open(address);
        }

        @Override
        void disconnect() throws IOException {
            channel.close();
        }
    }

    /** {@code read(array, off, len)} of {@code /dev/zero} until the array is full; returns the bytes read. */
    @Benchmark
    public int streamReadDevZero(DevZero s) throws IOException {
        return fill(s.stream, array);
    }

    /** {@code FileChannel.read(direct)} of {@code /dev/zero} until the buffer is full. */
    @Benchmark
    public int channelReadDevZero(DevZero s) throws IOException {
        return fill(s.channel, direct);
    }

    /** One {@code write(array)} to {@code /dev/null}. */
    @Benchmark
    public void streamWriteDevNull(DevNull s) throws IOException {
        s.stream.write(array);
    }

    /** {@code FileChannel.write(direct)} to {@code /dev/null} until the buffer is written. */
    @Benchmark
    public int channelWriteDevNull(DevNull s) throws IOException {
        return drain(s.channel, direct);
    }

    /** {@code read(array, off, len)} of a file (page cache) until the array is full; reopened every {@link #FILE_BYTES}. */
    @Benchmark
    public int streamReadFile(FileSource s) throws IOException {
        int n = fill(s.stream, array);
        s.streamRead += n;
        if (s.streamRead >= FILE_BYTES) {
            s.reopenStream();
        }
        return n;
    }

    /** {@code FileChannel.read(direct)} of a file until the buffer is full; reopened every {@link #FILE_BYTES}. */
    @Benchmark
    public int channelReadFile(FileSource s) throws IOException {
        int n = fill(s.channel, direct);
        s.channelRead += n;
        if (s.channelRead >= FILE_BYTES) {
            s.reopenChannel();
        }
        return n;
    }

    /** One {@code write(array)} to a file; reopened (truncating) every {@link #FILE_BYTES}. */
    @Benchmark
    public void streamWriteFile(FileSink s) throws IOException {
        s.stream.write(array);
        s.streamWritten += array.length;
        if (s.streamWritten >= FILE_BYTES) {
            s.reopenStream();
        }
    }

    /** {@code FileChannel.write(direct)} to a file until written; reopened (not truncating) every {@link #FILE_BYTES}. */
    @Benchmark
    public int channelWriteFile(FileSink s) throws IOException {
        int n = drain(s.channel, direct);
        s.channelWritten += n;
        if (s.channelWritten >= FILE_BYTES) {
            s.reopenChannel();
        }
        return n;
    }

    /** {@code read(array, off, len)} from a loopback socket until the array is full. */
    @Benchmark
    public int streamReadSocket(SocketSourceStream s) throws IOException {
        return fill(s.in, array);
    }

    /** Blocking {@code SocketChannel.read(direct)} from a loopback socket until the buffer is full. */
    @Benchmark
    public int channelReadSocket(SocketSourceChannel s) throws IOException {
        return fill(s.channel, direct);
    }

    /** One {@code write(array)} to a loopback socket. */
    @Benchmark
    public void streamWriteSocket(SocketSinkStream s) throws IOException {
        s.out.write(array);
    }

    /** Blocking {@code SocketChannel.write(direct)} to a loopback socket until the buffer is written. */
    @Benchmark
    public int channelWriteSocket(SocketSinkChannel s) throws IOException {
        return drain(s.channel, direct);
    }

    /** Reads into the whole array; end of stream before it is full is an error. @return the bytes read */
    static int fill(InputStream in, byte[] array) throws IOException {
        int read = 0;
        while (read < array.length) {
            int n = in.read(array, read, array.length - read);
            if (n <= 0) {
                throw new EOFException("end of stream after " + read + " of " + array.length + " bytes");
            }
            read += n;
        }
        return read;
    }

    /** Reads into the whole buffer from its start; end of stream before it is full is an error. @return the bytes read */
    static int fill(ReadableByteChannel in, ByteBuffer buffer) throws IOException {
        buffer.clear();
        while (buffer.hasRemaining()) {
            if (in.read(buffer) <= 0) {
                throw new EOFException("end of stream after " + buffer.position() + " of " + buffer.capacity() + " bytes");
            }
        }
        return buffer.position();
    }

    /** Writes the whole buffer from its start. @return the bytes written */
    static int drain(WritableByteChannel out, ByteBuffer buffer) throws IOException {
        buffer.clear();
        int n = 0;
        while (buffer.hasRemaining()) {
            n += out.write(buffer);
        }
        return n;
    }
}
