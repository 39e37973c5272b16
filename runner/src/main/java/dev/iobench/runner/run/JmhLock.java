package dev.iobench.runner.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * JMH's machine-wide lock ({@code jmh.lock} in the temp folder): JMH refuses to start while another
 * JMH holds it, so two benchmarks never disturb each other. iobench takes it itself for a run with
 * host environments ({@link RunLoop}), waiting (and saying so) while another run holds it, and runs JMH with
 * {@code -Djmh.ignoreLock=true} under it: a second iobench, or another JMH user, waits its turn
 * instead of failing.
 */
final class JmhLock implements AutoCloseable {
    /** File locks belong to the process: runs inside one JVM (tests) take turns here first. */
    private static final java.util.concurrent.locks.ReentrantLock IN_PROCESS = new java.util.concurrent.locks.ReentrantLock();

    private final FileChannel channel;
    private final FileLock lock;

    private JmhLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock, waiting while another process holds it. */
    static JmhLock acquire(PrintWriter err, String who) throws IOException {
        Path file = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");
        if (!IN_PROCESS.tryLock()) {
            err.printf("iobench: %s: waiting for another JMH run in this process to finish%n", who);
            err.flush();
            IN_PROCESS.lock();
        }
        FileChannel ch;
        try {
            ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        } catch (IOException | RuntimeException e) {
            IN_PROCESS.unlock();
            throw e;
        }
        try {
            FileLock l = ch.tryLock();
            if (l == null) {
                err.printf("iobench: %s: waiting for another JMH run on this machine to finish (%s)%n", who, file);
                err.flush();
                l = ch.lock();
            }
            return new JmhLock(ch, l);
        } catch (IOException | RuntimeException e) {
            ch.close();
            IN_PROCESS.unlock();
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
            IN_PROCESS.unlock();
        }
    }
}
