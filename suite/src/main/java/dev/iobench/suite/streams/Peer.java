package dev.iobench.suite.streams;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The other end of a loopback connection: a thread that accepts one connection on an ephemeral port
 * and either drains everything it receives (for write benchmarks) or sends a repeating byte
 * pattern as fast as it can (for read benchmarks). Closed by the benchmark's {@code @TearDown}.
 */
public final class Peer implements AutoCloseable {
    /** The byte pattern a flooding peer sends: byte i of the stream is {@code (byte) i}. */
    public static byte patternByte(long offset) {
        return (byte) offset;
    }

    private final ServerSocket server;
    private final Thread thread;
    private final AtomicLong bytes = new AtomicLong();
    private volatile Socket socket;
    private volatile boolean closed;

    private Peer(boolean flood) throws IOException {
        server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        thread = new Thread(() -> serve(flood), flood ? "iobench-peer-flood" : "iobench-peer-drain");
        thread.setDaemon(true);
        thread.start();
    }

    /** @return a peer that drains what it receives */
    public static Peer draining() throws IOException {
        return new Peer(false);
    }

    /** @return a peer that sends the pattern endlessly */
    public static Peer flooding() throws IOException {
        return new Peer(true);
    }

    /** @return the address to connect to */
    public InetSocketAddress address() {
        return new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getLocalPort());
    }

    /** @return bytes received (draining) or sent (flooding) so far */
    public long bytes() {
        return bytes.get();
    }

    private void serve(boolean flood) {
        try (Socket s = server.accept()) {
            socket = s;
            if (flood) {
                byte[] pattern = new byte[65536];
                for (int i = 0; i < pattern.length; i++) {
                    pattern[i] = patternByte(i);
                }
                OutputStream out = s.getOutputStream();
                while (!closed) {
                    out.write(pattern);
                    bytes.addAndGet(pattern.length);
                }
            } else {
                InputStream in = s.getInputStream();
                byte[] buf = new byte[65536];
                for (int n; (n = in.read(buf)) >= 0; ) {
                    bytes.addAndGet(n);
                }
            }
        } catch (IOException e) {
            // closed by the benchmark: the normal end
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        Socket s = socket;
        if (s != null) {
            s.close();
        }
        server.close();
        try {
            thread.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
