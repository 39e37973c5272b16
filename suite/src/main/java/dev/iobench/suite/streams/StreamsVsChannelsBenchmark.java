package dev.iobench.suite.streams;

import dev.iobench.suite.IoDir;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.SocketChannel;
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
 * (the kotlinx-io question), one read or write of {@code bufferSize} bytes per operation on an
 * already open stream or channel: {@code /dev/zero}, {@code /dev/null}, a file, a loopback socket.
 *
 * <p>Both sides are treated alike: files are opened once per trial with the same options, reads
 * wrap to the start at end of file and writes wrap after {@link #FILE_BYTES}, for both.
 * Expect the streams to pay a copy (the JDK copies heap arrays through a direct buffer) that
 * matters at 8 KiB and vanishes in the syscall cost at 8 bytes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public class StreamsVsChannelsBenchmark {
    /** Size of the file read, and where file writes wrap around. */
    public static final long FILE_BYTES = 16L << 20;

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

        @TearDown(Level.Trial)
        public void close() throws IOException {
            stream.close();
            channel.close();
            IoDir.delete(file);
        }
    }

    /** A file in {@code iobench.dir} open for writing both ways, same options (created empty once). */
    @State(Scope.Thread)
    public static class FileSink {
        Path file;
        FileOutputStream stream;
        FileChannel channel;

        @Setup(Level.Trial)
        public void open() throws IOException {
            file = IoDir.newFile("streams-write");
            stream = new FileOutputStream(file.toFile(), false);
            channel = FileChannel.open(file, StandardOpenOption.WRITE);
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

    /** One {@code read(byte[])} of {@code /dev/zero}. */
    @Benchmark
    public int streamReadDevZero(DevZero s) throws IOException {
        return s.stream.read(array);
    }

    /** One {@code FileChannel.read(direct)} of {@code /dev/zero}. */
    @Benchmark
    public int channelReadDevZero(DevZero s) throws IOException {
        direct.clear();
        return s.channel.read(direct);
    }

    /** One {@code write(byte[])} to {@code /dev/null}. */
    @Benchmark
    public void streamWriteDevNull(DevNull s) throws IOException {
        s.stream.write(array);
    }

    /** One {@code FileChannel.write(direct)} to {@code /dev/null}. */
    @Benchmark
    public int channelWriteDevNull(DevNull s) throws IOException {
        direct.clear();
        return s.channel.write(direct);
    }

    /** One {@code read(byte[])} of a file (page cache), back to the start at end of file. */
    @Benchmark
    public int streamReadFile(FileSource s) throws IOException {
        int n = s.stream.read(array);
        if (n < array.length) {
            s.stream.getChannel().position(0);
        }
        return n;
    }

    /** One {@code FileChannel.read(direct)} of a file, back to the start at end of file. */
    @Benchmark
    public int channelReadFile(FileSource s) throws IOException {
        direct.clear();
        int n = s.channel.read(direct);
        if (n < direct.capacity()) {
            s.channel.position(0);
        }
        return n;
    }

    /** One {@code write(byte[])} to a file, back to the start after {@link #FILE_BYTES}. */
    @Benchmark
    public void streamWriteFile(FileSink s) throws IOException {
        s.stream.write(array);
        FileChannel ch = s.stream.getChannel();
        if (ch.position() >= FILE_BYTES) {
            ch.position(0);
        }
    }

    /** One {@code FileChannel.write(direct)} to a file, back to the start after {@link #FILE_BYTES}. */
    @Benchmark
    public int channelWriteFile(FileSink s) throws IOException {
        direct.clear();
        int n = s.channel.write(direct);
        if (s.channel.position() >= FILE_BYTES) {
            s.channel.position(0);
        }
        return n;
    }

    /** One {@code read(byte[])} from a loopback socket (returns as soon as any bytes are there). */
    @Benchmark
    public int streamReadSocket(SocketSourceStream s) throws IOException {
        return s.in.read(array);
    }

    /** One blocking {@code SocketChannel.read(direct)} from a loopback socket. */
    @Benchmark
    public int channelReadSocket(SocketSourceChannel s) throws IOException {
        direct.clear();
        return s.channel.read(direct);
    }

    /** One {@code write(byte[])} to a loopback socket. */
    @Benchmark
    public void streamWriteSocket(SocketSinkStream s) throws IOException {
        s.out.write(array);
    }

    /** One blocking {@code SocketChannel.write(direct)} to a loopback socket. */
    @Benchmark
    public int channelWriteSocket(SocketSinkChannel s) throws IOException {
        direct.clear();
        int n = 0;
        while (direct.hasRemaining()) {
            n += s.channel.write(direct);
        }
        return n;
    }
}
